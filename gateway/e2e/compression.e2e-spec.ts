import { get, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { e2eSetting } from '@lieux/testing/e2e';

// Every text answer travels compressed, as a browser receives it (docs/deployment.md, "Compression"):
// the built assets as the .br/.gz the build wrote, the pages and the API's JSON on the fly, by the
// request's Accept-Encoding, with Vary: Accept-Encoding. Read with node:http, which, unlike fetch,
// hands over the bytes as they travelled.

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

function rawGet(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = get(`${e2eSetting('E2E_BASE_URL')}${path}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The body as the client reads it once decoded. */
function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.bytes).toString('utf8');
  return answer.bytes.toString('utf8');
}

const varies = (answer: RawAnswer): boolean => /accept-encoding/i.test(String(answer.headers.vary ?? ''));

const BROWSER = 'gzip, deflate, br, zstd';

describe('compression of every text answer', () => {
  let entryScript: string;

  beforeAll(async () => {
    const page = decoded(await rawGet('/explorer', BROWSER));
    entryScript = /<script type="module" crossorigin src="([^"]+)"/.exec(page)![1]!;
  });

  it('sends the app’s JavaScript as the build’s brotli file, cached for good, and as it is to a client without brotli or gzip', async () => {
    const brotli = await rawGet(entryScript, BROWSER);
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(varies(brotli)).toBe(true);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toContain('javascript');

    const gzip = await rawGet(entryScript, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await rawGet(entryScript);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded(brotli)).toBe(plain.bytes.toString('utf8'));
    expect(decoded(gzip)).toBe(plain.bytes.toString('utf8'));
    // What the JavaScript budget counts (web/README.md, "Size budget"): brotli is under a third of it.
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });

  it('compresses a page’s HTML on the fly', async () => {
    const page = await rawGet('/explorer', BROWSER);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-encoding']).toBe('br');
    expect(varies(page)).toBe(true);
    expect(decoded(page)).toContain('<div id="root">');
  });

  it('compresses the API’s JSON, from the response cache as well as on a miss, to the same answer', async () => {
    const path = "/api/feed/home?limit=19";
    const miss = await rawGet(path, BROWSER);
    const hit = await rawGet(path, BROWSER);
    expect(hit.headers["x-cache"]).toBe("hit");
    for (const answer of [miss, hit]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(varies(answer)).toBe(true);
    }
    expect(JSON.parse(decoded(hit))).toEqual(JSON.parse(decoded(miss)));
    // The cached body is given to a gzip-only client in gzip, and as it is to one that takes neither.
    const gzip = await rawGet(path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(JSON.parse(decoded(miss)));
    const plain = await rawGet(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decoded(plain))).toEqual(JSON.parse(decoded(miss)));
  });

  it('reads requests as before: a compressed request body is refused with a French 4xx, never inflated', async () => {
    const body = gzipSync(JSON.stringify({ email: 'personne@exemple.ma', password: 'pas-le-bon' }));
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const base = e2eSetting('E2E_BASE_URL');
      const sent = httpRequest(
        `${base}/api/auth/login-local`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': body.length, origin: base } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
    expect(answer.status).toBe(400);
    const error = JSON.parse(decoded(answer)) as { message: string; code: string };
    expect(error.message).not.toMatch(/Unsupported|Content-Encoding/);
    expect(error.code).toEqual(expect.any(String));
  });

  it('sends a small answer as it is: under 1 KB, compressing costs more than it saves', async () => {
    const small = await rawGet('/api/places/ce-lieu-n-existe-pas', BROWSER);
    expect(small.status).toBe(404);
    expect(small.bytes.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decoded(small))).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
