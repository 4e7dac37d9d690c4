import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { isSubscriptionPlan, isUserRole, type Actor } from '@lieux/contracts';

/**
 * The NATS headers that carry the signed-in actor with every request. Only the gateway sets them
 * (`ServiceClient`); in production NATS permissions let only the gateway publish on service
 * subjects, which is what makes them trustworthy (docs/architecture.md, "Adding an RPC").
 */
export const ACTOR_HEADERS = {
  userId: 'x-actor-user-id',
  role: 'x-actor-role',
  plan: 'x-actor-plan',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface HeaderWriter {
  set(name: string, value: string): void;
}

interface HeaderReader {
  get(name: string): string;
}

/** Puts the actor in the request's headers; an anonymous request has none of them. */
export function writeActorHeaders(headers: HeaderWriter, actor: Actor | undefined): void {
  if (!actor) return;
  headers.set(ACTOR_HEADERS.userId, actor.userId);
  headers.set(ACTOR_HEADERS.role, actor.role);
  headers.set(ACTOR_HEADERS.plan, actor.plan);
}

/**
 * The actor of a request, or undefined (anonymous) when the headers are absent or any of them is
 * malformed: a uuid user id, a role and a plan from the contracts' lists.
 */
export function readActorHeaders(headers: HeaderReader | undefined): Actor | undefined {
  if (!headers) return undefined;
  const userId = headers.get(ACTOR_HEADERS.userId);
  const role = headers.get(ACTOR_HEADERS.role);
  const plan = headers.get(ACTOR_HEADERS.plan);
  if (!UUID.test(userId) || !isUserRole(role) || !isSubscriptionPlan(plan)) return undefined;
  return { userId: userId.toLowerCase(), role, plan };
}

/**
 * The signed-in actor of the request a NATS handler answers, or undefined for an anonymous one:
 * `list(@Payload() query: Q, @CurrentActor() actor: Actor | undefined)`. Check ownership with it
 * where the data lives.
 */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor | undefined => {
  const nats = context.switchToRpc().getContext<NatsContext>();
  return readActorHeaders(nats.getHeaders?.() as HeaderReader | undefined);
});
