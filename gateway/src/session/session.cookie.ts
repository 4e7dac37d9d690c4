import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@lieux/contracts';

/** The session id the browser sent, if any (`@fastify/cookie` parses the header). */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  return request.cookies?.[SESSION_COOKIE];
}

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent with other sites'
 * sub-requests or form posts), Path=/, Secure when the request came over HTTPS (as the proxies the
 * gateway trusts report it: TRUST_PROXY_HOPS).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string, maxAgeSeconds: number): void {
  void reply.setCookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https', maxAge: maxAgeSeconds });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' });
}
