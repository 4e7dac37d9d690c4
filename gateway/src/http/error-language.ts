import type { FastifyReply } from 'fastify';
import { localeFromAcceptLanguage, type Locale } from '@lieux/contracts';

/**
 * The language of an error's messages: the one the request asks for with `Accept-Language` (the web
 * app sends its interface's locale with every call), French when it asks for none of the product's.
 */
export function errorLocaleOf(request: { headers: { 'accept-language'?: string | string[] } }): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * Says that an error answer depends on `Accept-Language`, so a shared cache keeps one per language.
 * Added to any `Vary` already set (compression's `Accept-Encoding`, say), never replacing it.
 */
export function varyOnLanguage(reply: FastifyReply): FastifyReply {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((name) => name.trim()).filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === 'accept-language')) return reply;
  return reply.header('vary', [...names, 'Accept-Language'].join(', '));
}
