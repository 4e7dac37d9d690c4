// Views of the search map people would ask the map endpoint for (GET /api/map/venues): a city seen
// from the country down to its streets, on a desktop or a phone screen, with no filter or with one
// of the search's, each area grown to whole grid cells as the web app asks it (bboxOnCellGrid).
// Deterministic (the search mix's seeded generator).

import { bboxOnCellGrid, formatBbox } from '@lieux/contracts';
import { CATEGORIES, CITIES, generator } from './search-queries.mjs';

/** Zooms, the city ones most often (10–14), the country and the street more rarely. */
const ZOOMS = [6, 7, 8, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 16];
/** Map sizes in pixels: /recherche's map on a desktop and on a phone. */
const SCREENS = [[1248, 560], [343, 560]];

/** The area a map of `width`×`height` pixels shows around a point at a zoom (Web Mercator, 256-px tiles). */
function areaAround(lat, lng, zoom, [width, height]) {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const halfWidth = (width / 2) * degreesPerPixel;
  const halfHeight = (height / 2) * degreesPerPixel * Math.cos((lat * Math.PI) / 180);
  return { west: lng - halfWidth, south: lat - halfHeight, east: lng + halfWidth, north: lat + halfHeight };
}

export function mapViews(count = 500, seed = 11) {
  const random = generator(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const urls = new Set();
  while (urls.size < count) {
    const [, lat, lng] = pick(CITIES);
    const zoom = pick(ZOOMS);
    // Somewhere within about 5 km of the centre: people pan.
    const centre = [lat + (random() - 0.5) * 0.1, lng + (random() - 0.5) * 0.1];
    const bbox = bboxOnCellGrid(areaAround(centre[0], centre[1], zoom, pick(SCREENS)), zoom);
    const params = new URLSearchParams({ bbox: formatBbox(bbox), zoom: String(zoom) });
    const filter = random();
    if (filter < 0.2) params.set('category', pick(CATEGORIES));
    else if (filter < 0.3) params.set('q', pick(['cafe', 'riad', 'rooftop', 'hammam', 'terrasse']));
    else if (filter < 0.4) params.set('minScore', '60');
    urls.add(`/api/map/venues?${params}`);
  }
  return [...urls];
}
