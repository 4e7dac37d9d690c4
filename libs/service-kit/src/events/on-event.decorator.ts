import 'reflect-metadata';
import type { EventMap, EventSubject } from '@lieux/contracts';
import type { EventHandlerContext } from './event.consumer.js';

/** Metadata key of `@OnEvent` on a handler method. */
export const ON_EVENT_METADATA = 'lieux:on-event';

/** A method that takes an event: its payload, then the transaction's EntityManager and the envelope. */
type EventMethod<K extends EventSubject> = (payload: EventMap[K], ctx: EventHandlerContext<K>) => Promise<void>;

/**
 * Declares, on a provider of a feature module, that this method applies every `subject` event:
 * `@OnEvent('vote.cast') async count(payload, { em }) { … }`. The service kit finds it at start-up
 * and delivers each event once to it, inside a transaction of its own (`ctx.em`) that also records
 * the event in the inbox under the handler's id, `ClassName.method`.
 */
export function OnEvent<K extends EventSubject>(subject: K) {
  return (_target: object, _method: string | symbol, descriptor: TypedPropertyDescriptor<EventMethod<K>>): void => {
    Reflect.defineMetadata(ON_EVENT_METADATA, subject, descriptor.value as object);
  };
}

/** The subject a method was decorated with, if any. */
export function onEventSubject(method: unknown): EventSubject | undefined {
  return typeof method === 'function' ? (Reflect.getMetadata(ON_EVENT_METADATA, method) as EventSubject | undefined) : undefined;
}
