import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { runWithRequestId } from '@lieux/platform';

/** Runs each HTTP handler under its request id, which logs and outgoing NATS requests pick up. */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return new Observable((subscriber) => runWithRequestId(String(request.id), () => next.handle().subscribe(subscriber)));
  }
}
