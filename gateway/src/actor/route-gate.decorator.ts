import { applyDecorators, SetMetadata } from '@nestjs/common';
import { accessRule, admittedRoles, type RouteAccess } from '@lieux/contracts';
import { Allow, SIGN_IN_CODE } from './allow.decorator.js';

/** A contract route's declared access as the ActorGuard reads it: the admitted roles, and the route's own 401 code if it has one. */
export function RouteGate(access: RouteAccess): MethodDecorator {
  const roles = admittedRoles(access);
  const { signInCode } = accessRule(access);
  return applyDecorators(...(roles ? [Allow(...roles)] : []), ...(signInCode ? [SetMetadata(SIGN_IN_CODE, signInCode)] : []));
}
