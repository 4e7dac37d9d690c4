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

/**
 * class-validator's own messages, for a rule a DTO gave none: "$property must be…", "each value in
 * $property…", "nested property $property must…", "an unknown value was passed…". Never shown: a
 * French generic takes their place (the fuzzer found a few DTOs without messages, docs/reliability.md).
 */
export function isClassValidatorDefault(message: string, property: string): boolean {
  return message.startsWith(`${property} `) || /^(each value in|nested property|an unknown value was passed)/.test(message);
}

export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = [
      ...new Set(
        Object.entries(error.constraints ?? {}).map(([rule, message]) =>
          rule === 'whitelistValidation' ? VALIDATION_MESSAGES.unknownField : isClassValidatorDefault(message, error.property) ? VALIDATION_MESSAGES.invalidValue : message,
        ),
      ),
    ];
    const mine: FieldError[] = own.length > 0 ? [{ field, messages: own }] : [];
    return [...mine, ...toFieldErrors(error.children ?? [], field)];
  });
}
