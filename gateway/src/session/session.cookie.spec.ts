import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { setSessionCookie } from './session.cookie.js';

/** The cookie's Secure flag follows the request's scheme, as the trusted proxy reports it. */
describe('the session cookie', () => {
  async function cookieFor(headers: Record<string, string>, trustProxy: boolean): Promise<string> {
    const app = Fastify({ trustProxy });
    await app.register(fastifyCookie);
    app.post('/in', async (request, reply) => {
      setSessionCookie(request, reply, 'id', 60);
      return {};
    });
    const response = await app.inject({ method: 'POST', url: '/in', headers });
    await app.close();
    return String(response.headers['set-cookie']);
  }

  it('is Secure when the request came over HTTPS through a trusted proxy', async () => {
    expect(await cookieFor({ 'x-forwarded-proto': 'https' }, true)).toMatch(/; Secure/);
  });

  it('is not Secure over plain http, nor when an untrusted client claims HTTPS', async () => {
    expect(await cookieFor({}, true)).not.toMatch(/Secure/);
    expect(await cookieFor({ 'x-forwarded-proto': 'https' }, false)).not.toMatch(/Secure/);
  });

  it('is HttpOnly, SameSite=Lax, Path=/ with its Max-Age', async () => {
    expect(await cookieFor({}, false)).toBe('lieux_session=id; Max-Age=60; Path=/; HttpOnly; SameSite=Lax');
  });
});
