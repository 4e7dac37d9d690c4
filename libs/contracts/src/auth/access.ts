import type { Actor, UserRole } from '../actor/actor.js';
import type { ErrorCode } from '../errors/error-codes.js';

/**
 * Who may call something, declared once per side: `@Allow(...)` on a gateway route, `authorize(actor,
 * ...)` in a service's use case. No roles: any signed-in user.
 */
export type AllowedRoles = readonly UserRole[];

/**
 * Why `actor` may not do what `roles` allows, or undefined when it may: nobody signed in is
 * `unauthenticated` (401), a signed-in user of another role `forbidden` (403).
 */
export function accessRefusal(actor: Actor | undefined, roles: AllowedRoles): Extract<ErrorCode, 'unauthenticated' | 'forbidden'> | undefined {
  if (!actor) return 'unauthenticated';
  if (roles.length > 0 && !roles.includes(actor.role)) return 'forbidden';
  return undefined;
}
