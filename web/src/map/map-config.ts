/**
 * Map tiles from configuration (web/README.md, "Map"): `VITE_MAP_TILE_URL` (a `{z}/{x}/{y}`
 * template) and `VITE_MAP_TILE_ATTRIBUTION`, read at build time. Empty by default: the map then
 * shows only the bundled base map, which always works, even offline.
 */
export interface TileConfig {
  url: string;
  attribution: string;
}

export function tileConfig(env: Record<string, string | undefined> = import.meta.env): TileConfig | null {
  const url = env['VITE_MAP_TILE_URL']?.trim() ?? '';
  if (url === '') return null;
  return { url, attribution: env['VITE_MAP_TILE_ATTRIBUTION']?.trim() ?? '' };
}

/** Natural Earth's credit, always shown: the base map is theirs. */
export const BASE_MAP_ATTRIBUTION = 'Natural Earth';
