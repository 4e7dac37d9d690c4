import Fastify from 'fastify';
import { errorLocaleOf, varyOnLanguage } from './error-language.js';

describe('the language of an error answer', () => {
  it('is the one the request asks for with Accept-Language, French otherwise', () => {
    expect(errorLocaleOf({ headers: { 'accept-language': 'ar-MA,ar;q=0.9' } })).toBe('ar');
    expect(errorLocaleOf({ headers: { 'accept-language': 'en' } })).toBe('en');
    expect(errorLocaleOf({ headers: { 'accept-language': 'de' } })).toBe('fr');
    expect(errorLocaleOf({ headers: {} })).toBe('fr');
  });

  it('adds Accept-Language to the Vary header once, keeping what was there', async () => {
    const app = Fastify();
    app.get('/plain', async (_request, reply) => varyOnLanguage(reply).send({}));
    app.get('/encoded', async (_request, reply) => varyOnLanguage(varyOnLanguage(reply.header('vary', 'Accept-Encoding'))).send({}));
    app.get('/already', async (_request, reply) => varyOnLanguage(reply.header('vary', 'accept-language')).send({}));
    expect((await app.inject('/plain')).headers['vary']).toBe('Accept-Language');
    expect((await app.inject('/encoded')).headers['vary']).toBe('Accept-Encoding, Accept-Language');
    expect((await app.inject('/already')).headers['vary']).toBe('accept-language');
    await app.close();
  });
});
