/**
 * The map's area and zoom (issue 27, docs/map.md): pure, shared by the gateway's DTO, the venues
 * service and the web app, so all three read a `bbox` the same way.
 */

/** A visible area in degrees: west and east longitudes, south and north latitudes. */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Zooms the map endpoint answers: Leaflet's 0 (the world) to 20 (a building). */
export const MAP_ZOOM = { min: 0, max: 20 } as const;

/** `west,south,east,north` with four finite numbers, each in its range, west < east and south < north; else null. */
export function parseBbox(text: string): Bbox | null {
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((part) => part.trim() === '')) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if (![west, south, east, north].every(Number.isFinite)) return null;
  if (west < -180 || east > 180 || south < -90 || north > 90) return null;
  return west < east && south < north ? { west, south, east, north } : null;
}

/**
 * The `bbox` parameter of an area, every digit kept: the edges of an area grown to the cell grid are
 * exact multiples of a cell (binary fractions of 90°), which the venues service recognises.
 */
export function formatBbox(bbox: Bbox): string {
  return [bbox.west, bbox.south, bbox.east, bbox.north].map(String).join(',');
}

/** A cluster's cell is about this many screen pixels a side: two 34-px markers fit in it. */
const CLUSTER_CELL_PX = 64;

/**
 * The side in degrees of the grid cells that group venues at a zoom (Leaflet's 256-pixel tiles: the
 * world's 360° is 256·2^zoom pixels wide). The grid is anchored at 0°, so a venue falls in the same
 * cell whatever area is asked: panning does not reshuffle the clusters.
 */
export function clusterCellDegrees(zoom: number): number {
  return (CLUSTER_CELL_PX * 360) / (256 * 2 ** zoom);
}

/** The area grown to whole cells of its zoom: areas a few pixels apart ask the same (cacheable) question. */
export function bboxOnCellGrid(bbox: Bbox, zoom: number): Bbox {
  const cell = clusterCellDegrees(zoom);
  const down = (value: number) => Math.floor(value / cell) * cell;
  const up = (value: number) => Math.ceil(value / cell) * cell;
  return {
    west: Math.max(-180, down(bbox.west)),
    south: Math.max(-90, down(bbox.south)),
    east: Math.min(180, up(bbox.east)),
    north: Math.min(90, up(bbox.north)),
  };
}

/**
 * The venues service keeps its counts per grid cell of this zoom (`venue_map_cells`): a map at this
 * zoom or farther out is grouped from those counts, whatever the number of venues (docs/map.md).
 * Its cell size is written in migration 20261130000200: changing it is a new migration.
 */
export const MAP_SUMMARY_ZOOM = 12;
