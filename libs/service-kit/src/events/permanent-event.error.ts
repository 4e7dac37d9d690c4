import { DomainException } from '@lieux/messaging';

/**
 * Thrown by an event handler when applying the event can never succeed (it contradicts the
 * consumer's data, it names something that will never exist…). The event is dead-lettered at once
 * instead of being retried. A `DomainException` is permanent too; anything else is transient.
 */
export class PermanentEventError extends Error {
  override readonly name = 'PermanentEventError';
}

/** Permanent errors are dead-lettered at their first delivery; the others are retried. */
export function isPermanentEventError(error: unknown): boolean {
  return error instanceof PermanentEventError || error instanceof DomainException;
}
