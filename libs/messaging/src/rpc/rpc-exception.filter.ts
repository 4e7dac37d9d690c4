import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import type { RpcErrorPayload } from '@lieux/contracts';
import { DomainException } from './domain.exception.js';

/**
 * Turns what a NATS handler throws into the reply the gateway understands. Known failures keep their
 * code; anything else is logged once with its stack and an error id, and crosses as internal_error.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof DomainException) {
      const payload: RpcErrorPayload = { code: exception.code, message: exception.message, errors: exception.errors };
      return throwError(() => payload);
    }
    const errorId = randomUUID();
    this.logger.error({ err: exception, errorId }, 'unexpected error in request handler');
    return throwError(() => ({ code: 'internal_error', errorId }) satisfies RpcErrorPayload & { errorId: string });
  }
}
