import type { GeoJsonObject } from 'geojson';

/** Where the build puts the offline base map (`web/build/base-map.plugin.ts`). */
const BASE_MAP_URL = '/base-map/morocco.geo.json';

let baseMap: Promise<GeoJsonObject> | undefined;

/** The base map, fetched once per page; a failed fetch is forgotten so the next map tries again. */
export function loadBaseMap(): Promise<GeoJsonObject> {
  baseMap ??= fetch(BASE_MAP_URL).then((response) => {
    if (!response.ok) throw new Error(`${BASE_MAP_URL}: ${response.status}`);
    return response.json() as Promise<GeoJsonObject>;
  });
  baseMap.catch(() => {
    baseMap = undefined;
  });
  return baseMap;
}
