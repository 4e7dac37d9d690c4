import { accessRefusal, type Actor, type AllowedRoles } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';

/**
 * The service side of "who may call this" (the gateway's is `@Allow`): a use case starts with
 * `const me = authorize(actor, ['admin'])`. Nobody signed in fails `unauthenticated` (401), another
 * role `forbidden` (403); no roles: any signed-in user. Ownership is the use case's own next check.
 */
export function authorize(actor: Actor | undefined, roles: AllowedRoles = []): Actor {
  const refusal = accessRefusal(actor, roles);
  if (refusal) throw new DomainException(refusal);
  return actor as Actor;
}
