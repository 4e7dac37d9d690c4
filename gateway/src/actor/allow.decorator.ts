import { SetMetadata } from '@nestjs/common';
import type { AllowedRoles, UserRole } from '@lieux/contracts';

export const ALLOWED_ROLES = Symbol('allowedRoles');
/** The route's own 401 code for somebody signed out (`RouteAccessRule.signInCode`). */
export const SIGN_IN_CODE = Symbol('signInCode');

/**
 * Who may call a handler that is not a route of the contract (a route of the contract declares it in
 * its `access`, which `@ApiRoute` applies): `@Allow('admin')`, `@Allow('merchant', 'admin')`, or
 * `@Allow()` for anyone signed in. Without it a handler is public. The ActorGuard answers 401
 * `unauthenticated` when nobody is signed in and 403 `forbidden` for another role; the owning service
 * checks again with `authorize(actor, roles)` (docs/architecture.md, "Who may call what").
 */
export const Allow = (...roles: UserRole[]) => SetMetadata<symbol, AllowedRoles>(ALLOWED_ROLES, roles);

