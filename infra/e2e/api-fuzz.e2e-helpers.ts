import fc from 'fast-check';
import type { Attempt } from '../../gateway/e2e/api-world.e2e-helpers.js';

// Bad requests for one operation of the OpenAPI document (issue 16), generated with fast-check from the
// operation's schemas and a valid request to start from: what a careless client, a hostile one or a
// broken proxy sends. Each request says what was done to it (`label`), so a failure can be replayed.

export interface RawRequest {
  method: string;
  /** Path and query, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData;
  label: string;
}

/** What the fuzzer reads of an operation in the OpenAPI document. */
export interface OperationShape {
  method: string;
  /** `/api/places/:id/vote`. */
  path: string;
  /** Properties of the body's schema, and the required ones; none: the operation takes no JSON body. */
  bodyProperties?: string[];
  bodyRequired?: string[];
  queryParameters: string[];
  /** A multipart upload (one part `file`). */
  upload: boolean;
}

const ZERO_WIDTH = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];
const BIDI = ['\u202E', '\u202B', '\u200F', '\u061C', '\u2067'];
const ATTACK_STRINGS = [
  "' OR '1'='1",
  "1; DROP TABLE venues.venues; --",
  "%' union select password_hash from auth.users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '</script><script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '\u0000',
  '%00',
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  'javascript:alert(1)',
  '\ud800',
  'مقهى الرباط',
  '𝓡𝓲𝓪𝓭',
  'Z̤͔ͧ̑̓ä͖̭̈̇l͖͎g̞̥͈o̯̘͓',
];

/** Strings a form never expects: empty, blank, random unicode, bidi and zero-width tricks, injections, very long. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '   ', '\n\t'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.tuple(fc.constantFrom(...ZERO_WIDTH, ...BIDI), fc.constantFrom('Riad', 'admin@test.lieux.ma', 'Café')).map(([mark, word]) => `${word}${mark}${word}`),
  fc.constantFrom(...ATTACK_STRINGS),
  fc.integer({ min: 300, max: 120_000 }).map((length) => 'é'.repeat(length)),
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 1e-320, 2 ** 31),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of the wrong kind: a string where a number goes, an array for a scalar, an object, null. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }),
);

/** JSON text JSON.stringify cannot write: non-finite numbers, numbers beyond a double. */
const RAW_TOKENS = ['NaN', 'Infinity', '-Infinity', '1e999', '-1e999', '123456789012345678901234567890', '0x10', "'quoted'", 'undefined'];

const MARK = '\u0001raw\u0001';
const MARK_JSON = JSON.stringify(MARK);

/** Keys that reach for the object's prototype or for fields a client must never set. */
const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'userId', 'ownerId', 'status', 'id', 'plan', 'verified'];

const nested = (depth: number, open: string, close: string, core: string) => `${open.repeat(depth)}${core}${close.repeat(depth)}`;

/** Whole bodies no JSON route can accept. */
const BAD_BODIES: fc.Arbitrary<{ text: string | Uint8Array; label: string }> = fc.oneof(
  fc.constantFrom('', 'null', '[]', '"texte"', '42', 'true', '{', '{"a":', "{'a':1}", '{"a":1}}', 'NaN', '{"a":1,}', '\u0000', '{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{"role":"admin"}}}').map((text) => ({ text, label: `body ${JSON.stringify(text)}` })),
  fc.integer({ min: 50, max: 200_000 }).map((depth) => ({ text: nested(depth, '[', ']', '1'), label: `body nested ${depth} arrays deep` })),
  fc.integer({ min: 50, max: 100_000 }).map((depth) => ({ text: nested(depth, '{"a":', '}', '1'), label: `body nested ${depth} objects deep` })),
  fc.integer({ min: 1, max: 3 }).map((megabytes) => ({ text: JSON.stringify({ name: 'a'.repeat(megabytes * 1024 * 1024) }), label: `body of ${megabytes} MiB` })),
  fc.constant({ text: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]), label: 'body with invalid UTF-8' }),
);

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/json, text/html',
  'image/png',
];

function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as a client that does not check would send it
  }
}

function buildUrl(path: string, params: Record<string, string>, query: Array<[string, string]>, rawParam?: { name: string; raw: string }): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => (rawParam?.name === name ? rawParam.raw : encodeSegment(params[name] ?? 'x')));
  if (query.length === 0) return filled;
  return `${filled}?${query.map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`).join('&')}`;
}

function jsonText(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** The valid request's own body, unchanged (for a request that differs elsewhere). */
function bodyOf(valid: Attempt): string | undefined {
  return valid.body === undefined || valid.file ? undefined : jsonText(valid.body);
}

/** Path segments a router or a file route must not follow: traversal, bad escapes, very long. */
const RAW_SEGMENTS = ['..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e', '..', '%', '%zz', '%00', 'a'.repeat(5000), '%E2%80%AE', 'x%0d%0aSet-Cookie:%20a=b'];

const POLYGLOTS: Array<{ bytes: Uint8Array; name: string; type: string }> = [
  { bytes: new Uint8Array(0), name: 'vide.jpg', type: 'image/jpeg' },
  { bytes: new TextEncoder().encode('GIF89a/*<svg onload=alert(1)>*/=1;alert(1)'), name: 'image.gif', type: 'image/gif' },
  { bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), name: 'logo.svg', type: 'image/svg+xml' },
  { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('<?php system($_GET["c"]); ?>')]), name: 'photo.php.jpg', type: 'image/jpeg' },
  { bytes: new TextEncoder().encode('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF'), name: 'doc.pdf', type: 'application/pdf' },
  { bytes: new TextEncoder().encode('PK\u0003\u0004 not really a zip'), name: '../../evil.zip', type: 'application/zip' },
];

/**
 * Bad requests for one operation, starting from a valid one (`valid`: the world's try for an admitted
 * caller). Every request differs from the valid one in one way that should be refused with a 4xx.
 */
export function badRequests(operation: OperationShape, valid: Attempt, cookie: string | undefined): fc.Arbitrary<RawRequest> {
  const params = valid.params ?? {};
  const validQuery = Object.entries(valid.query ?? {});
  const headers = (extra: Record<string, string>) => ({ ...(cookie ? { cookie } : {}), ...valid.headers, ...extra });
  const url = buildUrl(operation.path, params, validQuery);
  const validBody = valid.body !== undefined ? jsonText(valid.body) : '{}';
  const request = (partial: Omit<RawRequest, 'method' | 'url' | 'headers'> & { url?: string; headers?: Record<string, string> }): RawRequest => ({
    method: operation.method,
    url: partial.url ?? url,
    headers: headers({ ...(typeof partial.body === 'string' ? { 'content-type': 'application/json' } : {}), ...partial.headers }),
    body: partial.body,
    label: partial.label,
  });
  const json = (body: string | Uint8Array, label: string, contentType = 'application/json') => request({ body, label, headers: { 'content-type': contentType } });

  const generators: Array<fc.Arbitrary<RawRequest>> = [
    // Headers any request may carry: an unknown or forged session, a forged client address, a strange language, too much of them.
    nastyString.map((value) => request({ headers: { cookie: `lieux_session=${encodeSegment(value).slice(0, 8000)}` }, body: bodyOf(valid), label: `session cookie ${JSON.stringify(value).slice(0, 40)}` })),
    // Under 16 KiB in all (the next line is for more): a client still sending megabytes of headers when the 431 comes would see its socket reset.
    nastyString.map((value) => request({ headers: { 'x-forwarded-for': encodeSegment(value).slice(0, 6000), 'accept-language': encodeSegment(value).slice(0, 6000) }, body: bodyOf(valid), label: `x-forwarded-for and accept-language ${JSON.stringify(value).slice(0, 40)}` })),
    fc.integer({ min: 17, max: 64 }).map((kilobytes) => request({ headers: { 'x-remplissage': 'a'.repeat(kilobytes * 1024) }, label: `a ${kilobytes} KiB header` })),
  ];
  if (operation.method !== 'GET') {
    generators.push(
      BAD_BODIES.map(({ text, label }) => json(text, label)),
      fc.constantFrom(...CONTENT_TYPES).map((type) => json(validBody, `content-type ${type}`, type)),
    );
  }

  const bodyObject = typeof valid.body === 'object' && valid.body !== null && !Array.isArray(valid.body) ? (valid.body as Record<string, unknown>) : {};
  const fields = [...new Set([...(operation.bodyProperties ?? []), ...Object.keys(bodyObject)])];
  if (fields.length > 0) {
    generators.push(
      fc.tuple(fc.constantFrom(...fields), nastyValue).map(([field, value]) => json(JSON.stringify({ ...bodyObject, [field]: value }), `${field} = ${JSON.stringify(value)?.slice(0, 60)}`)),
      fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...RAW_TOKENS)).map(([field, token]) => json(JSON.stringify({ ...bodyObject, [field]: MARK }).replace(MARK_JSON, token), `${field} = ${token}`)),
      fc.tuple(fc.constantFrom(...fields), fc.array(nastyValue, { minLength: 1, maxLength: 3 })).map(([field, values]) => json(JSON.stringify({ ...bodyObject, [field]: values }), `${field} = an array`)),
    );
  }
  const required = operation.bodyRequired ?? [];
  if (required.length > 0) {
    generators.push(
      fc.constantFrom(...required).map((field) => {
        const { [field]: _dropped, ...rest } = bodyObject;
        return json(JSON.stringify(rest), `without ${field}`);
      }),
    );
  }
  if (operation.bodyProperties) {
    generators.push(
      fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ minLength: 1, maxLength: 12 })), nastyValue).map(([key, value]) => {
        // Written as text: `{ "__proto__": … }` is an own key in JSON, and a trap for careless merging.
        const text = JSON.stringify(bodyObject).replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}${Object.keys(bodyObject).length > 0 ? ',' : ''}`);
        return json(text, `extra field ${JSON.stringify(key)}`);
      }),
      fc.constant(json(`${validBody.slice(0, -1)}${validBody.length > 2 ? ',' : ''}${JSON.stringify(Object.keys(bodyObject)[0] ?? 'a')}:"doublon"}`, 'a field given twice')),
    );
  }

  const paramNames = Object.keys(params);
  if (paramNames.length > 0) {
    generators.push(
      fc.tuple(fc.constantFrom(...paramNames), nastyString).map(([name, value]) =>
        request({ url: buildUrl(operation.path, { ...params, [name]: value }, validQuery), body: valid.body !== undefined ? validBody : undefined, headers: valid.body !== undefined ? { 'content-type': 'application/json' } : {}, label: `:${name} = ${JSON.stringify(value).slice(0, 60)}` }),
      ),
      fc.tuple(fc.constantFrom(...paramNames), fc.constantFrom(...RAW_SEGMENTS)).map(([name, raw]) =>
        request({ url: buildUrl(operation.path, params, validQuery, { name, raw }), label: `:${name} = raw ${raw.slice(0, 40)}` }),
      ),
    );
  }

  const queryNames = [...new Set([...operation.queryParameters, ...validQuery.map(([key]) => key)])];
  if (queryNames.length > 0) {
    generators.push(
      fc.tuple(fc.constantFrom(...queryNames), fc.oneof(nastyString, nastyNumber.map(String), fc.constantFrom('-1', '0', '1e9', '99999999999999999999', 'NaN', 'true', '[]'))).map(([name, value]) =>
        request({ url: buildUrl(operation.path, params, [...validQuery.filter(([key]) => key !== name), [name, value]]), label: `?${name}=${JSON.stringify(value).slice(0, 60)}` }),
      ),
      fc.constantFrom(...queryNames).map((name) => request({ url: buildUrl(operation.path, params, [...validQuery, [name, 'a'], [name, 'b']]), label: `?${name} given twice` })),
      fc.constantFrom('__proto__[role]', 'constructor[prototype][role]', 'limit[$gt]').map((name) => request({ url: buildUrl(operation.path, params, [...validQuery, [name, 'admin']]), label: `?${name}=admin` })),
    );
  }

  if (operation.upload) {
    generators.push(
      fc.constantFrom(...POLYGLOTS).map((file) => {
        const form = new FormData();
        form.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
        return request({ url: buildUrl(operation.path, params, validQuery), body: form, label: `upload ${file.name}` });
      }),
      fc.constant(0).map(() => {
        const form = new FormData();
        form.append('autre', 'pas un fichier');
        return request({ body: form, label: 'upload without a file part' });
      }),
    );
  }
  return fc.oneof(...generators);
}
