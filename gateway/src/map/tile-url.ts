/**
 * The tile server of a `MAP_TILE_URL` template (docs/map.md): its origin, which the Content-Security-
 * Policy opens and nothing wider. One host only — a `{s}` subdomain template would need a wildcard —
 * and the three placeholders a raster layer fills.
 */
export function tileOrigin(template: string): string | null {
  if (!/\{z\}/.test(template) || !/\{x\}/.test(template) || !/\{y\}/.test(template) || template.includes('{s}')) return null;
  let url: URL;
  try {
    url = new URL(template.replace(/\{[a-z]+\}/g, '0'));
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin;
}
