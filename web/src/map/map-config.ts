import { API, type MapConfigDto } from '@lieux/contracts';
import { apiClient } from '../api/api-client';

/**
 * Map tiles from the gateway's configuration at run time (docs/map.md): `GET /api/map/config`
 * answers MAP_TILE_URL (a `{z}/{x}/{y}` template), its attribution and the provider's strongest
 * zoom. Empty: the map shows only the bundled base map, which always works, even offline.
 */
export interface TileConfig {
  url: string;
  attribution: string;
  maxZoom: number;
}

export function tileConfigOf(config: MapConfigDto): TileConfig | null {
  const url = config.tileUrl.trim();
  if (url === '') return null;
  return { url, attribution: config.tileAttribution.trim(), maxZoom: config.tileMaxZoom };
}

let loaded: Promise<TileConfig | null> | undefined;
let current: TileConfig | null = null;

/**
 * The tiles, asked once per page (beside the map's chunk, see lazy-venue-map.tsx). A failed request
 * means no tiles this time (the offline map) and is asked again by the next map.
 */
export function loadTileConfig(): Promise<TileConfig | null> {
  loaded ??= apiClient.call(API.map.config).then(
    (config) => (current = tileConfigOf(config)),
    () => {
      loaded = undefined;
      return null;
    },
  );
  return loaded;
}

/** The tiles `loadTileConfig` found; null before it answered, without tiles, or when it failed. */
export function currentTileConfig(): TileConfig | null {
  return current;
}

/** Natural Earth's credit, always shown: the base map is theirs. */
export const BASE_MAP_ATTRIBUTION = 'Natural Earth';
