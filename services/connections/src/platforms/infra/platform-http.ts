import { ConsentRevokedError, PlatformRefusedError, PlatformUnavailableError, RateLimitedError } from '../domain/platform-client.js';

export interface PlatformHttpOptions {
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface PlatformRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as application/x-www-form-urlencoded (token endpoints). */
  form?: Record<string, string>;
  json?: unknown;
  headers?: Record<string, string>;
}

/** How a platform says "this token is no longer good" in a 4xx answer. */
export type RevokedTest = (status: number, body: unknown) => boolean;

/**
 * `fetch` for one platform: a deadline on every call, and the answer sorted into the errors the
 * service acts on — 429 → RateLimitedError (with Retry-After when given), 5xx / timeout / network →
 * PlatformUnavailableError, the platform's own "token invalid" → ConsentRevokedError, any other 4xx →
 * PlatformRefusedError. Error messages carry the platform's status and error code, never the URL
 * (tokens travel in query strings on the Graph APIs) nor the body.
 */
export class PlatformHttp {
  private readonly fetch: typeof fetch;

  constructor(
    private readonly platform: string,
    private readonly options: PlatformHttpOptions,
    private readonly isRevoked: RevokedTest,
  ) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async call<T>(url: string, request: PlatformRequest = {}): Promise<{ body: T; headers: Headers }> {
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    let body: string | undefined;
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    let response: Response;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    try {
      response = await this.fetch(url, { method: request.method ?? (body ? 'POST' : 'GET'), headers, body, signal, redirect: 'error' });
    } catch {
      const reason = signal.aborted ? `no answer within ${this.options.timeoutMs} ms` : 'unreachable';
      throw new PlatformUnavailableError(`${this.platform}: ${reason}`);
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.status === 429) throw new RateLimitedError(`${this.platform}: 429`, retryAfterMs(response.headers));
    if (response.status >= 500) throw new PlatformUnavailableError(`${this.platform}: ${response.status}`);
    if (response.status >= 400) {
      const code = errorCodeOf(parsed);
      if (this.isRevoked(response.status, parsed)) throw new ConsentRevokedError(`${this.platform}: ${response.status} ${code}`);
      throw new PlatformRefusedError(`${this.platform}: ${response.status} ${code}`);
    }
    if (parsed === null || typeof parsed !== 'object') throw new PlatformUnavailableError(`${this.platform}: answer is not JSON`);
    return { body: parsed as T, headers: response.headers };
  }
}

/** Retry-After in seconds, or Meta's usage headers' `estimated_time_to_regain_access` (minutes). */
export function retryAfterMs(headers: Headers): number | null {
  const retryAfter = Number(headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return retryAfter * 1000;
  const usage = headers.get('x-business-use-case-usage');
  if (usage) {
    try {
      const minutes = Object.values(JSON.parse(usage) as Record<string, Array<{ estimated_time_to_regain_access?: number }>>)
        .flat()
        .map((entry) => entry.estimated_time_to_regain_access ?? 0);
      const longest = Math.max(0, ...minutes);
      if (longest > 0) return longest * 60_000;
    } catch {
      return null;
    }
  }
  return null;
}

/** The platform's error code, for the log line: `error` (OAuth), `error.code` (Graph, TikTok), `code` (LinkedIn). */
function errorCodeOf(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const record = body as Record<string, unknown>;
  if (typeof record['error'] === 'string') return record['error'];
  const nested = record['error'];
  if (nested && typeof nested === 'object' && 'code' in nested) return String((nested as { code: unknown }).code);
  if (typeof record['code'] === 'string') return record['code'];
  return '';
}

/** `https://graph.instagram.com/me?…` with the parameters encoded. */
export function withQuery(base: string, params: Record<string, string | number | undefined>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, String(value));
  return url.href;
}
