import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { VALIDATION_MESSAGES, type FieldError } from '@lieux/contracts';
import { ApiException } from './api-exception.js';

/**
 * Every body and query is checked against its DTO from libs/contracts: unknown fields are refused,
 * and each wrong field comes back with the French message its DTO gives (spec section 5).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new ApiException('validation_failed', toFieldErrors(errors)),
  });
}

export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, message]) =>
      rule === 'whitelistValidation' ? VALIDATION_MESSAGES.unknownField : message,
    );
    const mine: FieldError[] = own.length > 0 ? [{ field, messages: own }] : [];
    return [...mine, ...toFieldErrors(error.children ?? [], field)];
  });
}
