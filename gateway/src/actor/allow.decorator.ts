import { SetMetadata } from '@nestjs/common';
import type { AllowedRoles, UserRole } from '@lieux/contracts';

export const ALLOWED_ROLES = Symbol('allowedRoles');

/**
 * Who may call a route, declared on its handler (or its controller): `@Allow('admin')`,
 * `@Allow('merchant', 'admin')`, or `@Allow()` for anyone signed in. Without it a route is public.
 * The ActorGuard answers 401 `unauthenticated` when nobody is signed in and 403 `forbidden` for another
 * role; the owning service checks again with `authorize(actor, roles)` (docs/architecture.md, "Who may
 * call what").
 */
export const Allow = (...roles: UserRole[]) => SetMetadata<symbol, AllowedRoles>(ALLOWED_ROLES, roles);
