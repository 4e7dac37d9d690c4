import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import type { Logger } from 'pino';
import { Observable, tap } from 'rxjs';
import { acceptRequestId, REQUEST_ID_HEADER, runWithRequestId } from '@lieux/platform';

/**
 * Runs each NATS request handler under the request id the gateway put in the message headers, and
 * logs one line per request with that id, so a request can be followed from gateway to service.
 */
@Injectable()
export class RequestIdInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<NatsContext>();
    const headers = nats.getHeaders?.() as { get(name: string): string } | undefined;
    const requestId = acceptRequestId(headers?.get(REQUEST_ID_HEADER));
    const subject = nats.getSubject();
    const started = performance.now();
    const finished = (outcome: 'ok' | 'error') => () =>
      this.logger.info({ requestId, subject, outcome, ms: Math.round(performance.now() - started) }, 'request handled');
    return new Observable((subscriber) =>
      runWithRequestId(requestId, () =>
        next
          .handle()
          .pipe(tap({ complete: finished('ok'), error: finished('error') }))
          .subscribe(subscriber),
      ),
    );
  }
}
