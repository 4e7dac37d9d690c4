import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Observable } from 'rxjs';

/**
 * MikroORM's request context covers HTTP middleware only; NATS handlers get a fresh identity map
 * per message here, so one request never sees another's entities.
 */
@Injectable()
export class OrmRequestContextInterceptor implements NestInterceptor {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return new Observable((subscriber) =>
      RequestContext.create(this.orm.em, () => next.handle().subscribe(subscriber)),
    );
  }
}
