import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@lieux/contracts';
import type { SessionStore } from './session.store.js';

/** The suspended user of a `user.suspended` payload; undefined for a payload that is not one. */
export function suspendedUserOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { userId } = payload as Record<string, unknown>;
  return typeof userId === 'string' && userId !== '' ? userId : undefined;
}

/**
 * Ends every session of a suspended account (issue 14) on `user.suspended`, in every gateway: no queue
 * group, so a gateway that did not serve the admin's request still hears it (ending sessions twice is
 * harmless). The admin's own request ended them already from the auth service's reply; this covers an
 * event published another way and sessions created meanwhile. Like `session-access.listener.ts`, a core
 * NATS subscription that sees what the auth service's outbox relay publishes on JetStream.
 */
export function subscribeSessionSuspensions(nats: NatsConnection, subjectPrefix: string, sessions: SessionStore, logger: Logger): Subscription {
  const subject = 'user.suspended';
  return nats.subscribe(`${subjectPrefix}${subject}`, {
    callback: (error, message) => {
      if (error) return logger.warn({ err: error, subject }, 'session suspension subscription failed');
      let userId: string | undefined;
      try {
        userId = suspendedUserOf((message.json() as EventEnvelope).payload);
      } catch {
        userId = undefined;
      }
      if (!userId) return logger.warn({ subject }, 'session suspension event ignored: unreadable payload');
      sessions.destroyAllOf(userId).then(
        () => logger.info({ subject, userId }, 'the suspended user’s sessions are ended'),
        (failure: unknown) => logger.error({ err: failure, subject, userId }, 'the suspended user’s sessions could not be ended'),
      );
    },
  });
}
