/** The longest return path kept with a sign-in attempt. */
const RETURN_TO_MAX = 512;

/**
 * Where to send the browser after an external sign-in: the asked path only when it is a path of this
 * site (`/explorer?q=x`), otherwise `/`. Refuses what browsers read as another site: `//evil.ma`,
 * `/\evil.ma`, `https://…`, and control characters (no open redirect).
 */
export function safeReturnTo(asked: unknown): string {
  if (typeof asked !== 'string' || asked.length === 0 || asked.length > RETURN_TO_MAX) return '/';
  if (!asked.startsWith('/') || asked.startsWith('//') || asked.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(asked)) return '/';
  return asked;
}
