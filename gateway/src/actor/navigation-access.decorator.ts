import { ApiExtension } from '@nestjs/swagger';
import { accessRule, type RouteAccess } from '@lieux/contracts';

/**
 * Who a browser-navigation route (a 302, not a JSON call: sign-in and connection flows) is for,
 * published as its OpenAPI `x-access` with `navigation: true` so the authorization matrix covers it
 * too. Such a route never answers 401/403: it sends whoever it is not for to a page of the site (the
 * login screen signed out, the screen's error otherwise), which its handler decides.
 */
export const NavigationAccess = (access: RouteAccess) => ApiExtension('x-access', { ...accessRule(access), navigation: true });
