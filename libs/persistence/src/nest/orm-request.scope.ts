import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';

/**
 * MikroORM's request context covers HTTP middleware only: a NATS request runs its handler inside
 * this scope (`NatsRpcServer`'s `scope`), with a fresh identity map, so one request never sees
 * another's entities.
 */
export function ormRequestScope(orm: MikroORM): <T>(handle: () => Promise<T>) => Promise<T> {
  return (handle) => RequestContext.create(orm.em, handle);
}
