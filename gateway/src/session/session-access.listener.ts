import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { isSubscriptionPlan, isUserRole, type EventEnvelope, type EventMap } from '@lieux/contracts';
import type { SessionStore } from './session.store.js';

/** One queue group for every gateway replica: the sessions are shared in Redis, so one replica applying a change is enough. */
export const SESSION_ACCESS_QUEUE = 'gateway-session-access';

type AccessEvent = 'user.role-changed' | 'user.plan-changed';

/** What a role or plan event changes in the user's sessions; undefined for a payload that is not one. */
export function accessChangeOf(subject: AccessEvent, payload: unknown): { userId: string; access: { role?: EventMap['user.role-changed']['role']; subscription?: EventMap['user.plan-changed']['plan'] } } | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { userId, role, plan } = payload as Record<string, unknown>;
  if (typeof userId !== 'string' || userId === '') return undefined;
  if (subject === 'user.role-changed') return isUserRole(role) ? { userId, access: { role } } : undefined;
  return isSubscriptionPlan(plan) ? { userId, access: { subscription: plan } } : undefined;
}

/**
 * Keeps the sessions' copy of the user's role and plan true (DESIGN.md rule 7: the actor is read from
 * the session, with no round trip to the auth service). The gateway has no database, so no inbox: like
 * the response cache (`cache/response-cache.hooks.ts`) it listens to the events with a core NATS
 * subscription, which sees what the auth service's outbox relay publishes on JetStream. Each change is
 * applied to every live session of the user (they stay signed in: becoming a merchant must not sign
 * anyone out, and a demotion holds from the next request). Applying an event twice is harmless (it sets
 * a value). An event published while no gateway is connected is not seen: the routes that change a role
 * themselves (`POST /api/auth/become-merchant`) also update the sessions from the service's reply.
 */
export function subscribeSessionAccessChanges(nats: NatsConnection, subjectPrefix: string, sessions: SessionStore, logger: Logger): Subscription[] {
  const subjects: AccessEvent[] = ['user.role-changed', 'user.plan-changed'];
  return subjects.map((subject) =>
    nats.subscribe(`${subjectPrefix}${subject}`, {
      queue: SESSION_ACCESS_QUEUE,
      callback: (error, message) => {
        if (error) return logger.warn({ err: error, subject }, 'session access subscription failed');
        let change: ReturnType<typeof accessChangeOf>;
        try {
          change = accessChangeOf(subject, (message.json() as EventEnvelope).payload);
        } catch {
          change = undefined;
        }
        if (!change) return logger.warn({ subject }, 'session access event ignored: unreadable payload');
        const { userId, access } = change;
        sessions.changeAccess(userId, access).then(
          (updated) => logger.info({ subject, userId, sessions: updated }, 'sessions follow the user’s new access'),
          (failure: unknown) => logger.error({ err: failure, subject, userId }, 'sessions could not follow the user’s new access'),
        );
      },
    }),
  );
}
