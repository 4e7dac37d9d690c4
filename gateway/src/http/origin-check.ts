/** Methods that change nothing: any site may send them (they must stay free of side effects). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestOrigin {
  method: string;
  /** The Host the request was sent to (as the trusted proxies report it). */
  host: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
}

/**
 * A state-changing request a browser sent from another site (DESIGN.md rule 7): its Origin, or its
 * Referer when it has no Origin, names another host than the one it was sent to, and no allowed
 * origin. A request with neither header does not come from a web page (curl, a server): it passes,
 * and the SameSite=Lax cookie keeps other sites' forms from carrying a session anyway.
 */
export function isForeignOrigin(request: RequestOrigin, allowedOrigins: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const source = request.origin ?? request.referer;
  if (source === undefined) return false;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return true; // `Origin: null` (sandboxed frames, file://) and garbage
  }
  if (allowedOrigins.has(url.origin)) return false;
  return request.host === undefined || url.host !== request.host.toLowerCase();
}

/** `ALLOWED_ORIGINS` as origins (`https://lieux.ma,https://www.lieux.ma`). */
export function parseAllowedOrigins(value: string): Set<string> {
  return new Set(
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0)
      .map((entry) => new URL(entry).origin),
  );
}
