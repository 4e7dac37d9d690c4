import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import type { RpcErrorPayload } from '@lieux/contracts';
import { ConnectionException } from '@mikro-orm/core';
import { DomainException } from '@lieux/messaging';
import { isOutageCode } from '@lieux/platform';

/** Postgres (or Redis) going away mid-flight is an outage to wait out, not a bug: 503, not 500. */
export function isDependencyOutage(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  if (isOutageCode((error as { code?: unknown } | null)?.code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Connection is closed/i.test(message);
}

/**
 * Turns what a NATS handler throws into the reply the gateway understands. Known failures keep their
 * code; an unavailable dependency crosses as service_unavailable; anything else is logged once with
 * its stack and an error id, and crosses as internal_error.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof DomainException) {
      const payload: RpcErrorPayload = { code: exception.code, message: exception.message, errors: exception.errors };
      return throwError(() => payload);
    }
    if (isDependencyOutage(exception)) {
      this.logger.warn({ err: exception }, 'a dependency is unavailable: answering service_unavailable');
      return throwError(() => ({ code: 'service_unavailable' }) satisfies RpcErrorPayload);
    }
    const errorId = randomUUID();
    this.logger.error({ err: exception, errorId }, 'unexpected error in request handler');
    return throwError(() => ({ code: 'internal_error', errorId }) satisfies RpcErrorPayload & { errorId: string });
  }
}
