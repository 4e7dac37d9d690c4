/** Query parameters that carry one-time secrets: OAuth codes and states (connections, external sign-in), reset tokens. */
const SECRET_PARAMS = new Set(['code', 'state', 'token', 'access_token', 'refresh_token', 'code_verifier']);

/**
 * A request URL as the request log may show it: the values of secret-bearing query parameters
 * replaced by `REDACTED` (docs/connections.md, "Tokens": no code or token in any log).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const params = new URLSearchParams(url.slice(start + 1));
  let changed = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      params.set(name, 'REDACTED');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, start)}?${params.toString()}` : url;
}
