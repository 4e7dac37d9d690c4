import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Bodies under this size go as they are: below about 1 KB the encoding's framing and the CPU cost
 * outweigh the bytes saved (a 304, an error body, a vote's answer).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality 4, gzip level 6: @fastify/compress's defaults, chosen for on-the-fly work (quality 11
 * costs tens of times more CPU for a few per cent). The static assets are compressed at build time at
 * the highest levels instead (web/vite.config.ts).
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/** Preferred first: brotli is 15–20 % smaller than gzip on this app's JSON and HTML. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Compresses every text answer above the threshold (HTML, JSON, XML, plain text), by the client's
 * Accept-Encoding, with `Vary: Accept-Encoding`. Must be registered before any route: the plugin adds
 * its hook to each route as it is declared. Photos and documents (images, PDF) are not text and go as
 * stored; the precompressed static assets already carry their Content-Encoding and are left alone.
 */
export async function installCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, {
    global: true,
    // Answers only: requests are read as before (a compressed request body would be a way around the
    // body limits and the depth check, and the plugin's refusals are English).
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: [...ENCODINGS],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

/** The first of our encodings the request accepts (q=0 refuses one), or undefined. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding): number => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  return ENCODINGS.filter((encoding) => weight(encoding) > 0).sort((a, b) => weight(b) - weight(a))[0];
}

function compressed(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/**
 * A body the response cache answers again and again is compressed once per encoding, not at every
 * hit. The copies are keyed by the answer's ETag (a hash of the body, set by the response cache on
 * its hits and misses), so a body that changes (an event dropped it, the venue page's visitor count
 * moved) is simply another key; the oldest copies go beyond `maxEntries` (the response cache's own
 * size is a good figure). `cachedEtagOf` returns the ETag of an answer of the response cache, or
 * undefined for any other answer (those are compressed on the fly by @fastify/compress).
 *
 * Registered after the response cache's hooks, so a miss is stored uncompressed (the cache's key does
 * not name an encoding) and this hook sees the body as the cache sent it.
 */
export function installCachedBodyCompression(
  fastify: FastifyInstance,
  cachedEtagOf: (reply: FastifyReply) => string | undefined,
  maxEntries: number,
): void {
  const copies = new Map<string, Buffer>();
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    if (Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES) return payload;
    const etag = cachedEtagOf(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (etag === undefined || encoding === undefined) return payload;
    const key = `${encoding} ${etag}`;
    let body = copies.get(key);
    if (body === undefined) {
      body = compressed(Buffer.isBuffer(payload) ? payload : Buffer.from(payload), encoding);
      copies.set(key, body);
      if (copies.size > maxEntries) copies.delete(copies.keys().next().value as string);
    }
    void reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary'))).header('content-encoding', encoding).header('content-length', body.length);
    return body;
  });
}

function varyWithAcceptEncoding(vary: unknown): string {
  const current = vary === undefined ? '' : String(vary);
  if (current.split(',').some((name) => name.trim().toLowerCase() === 'accept-encoding' || name.trim() === '*')) return current;
  return current === '' ? 'accept-encoding' : `${current}, accept-encoding`;
}
