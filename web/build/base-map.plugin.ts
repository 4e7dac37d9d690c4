import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature, merge } from 'topojson-client';
import type { Plugin } from 'vite';

/**
 * The offline base map (docs: web/README.md, "Map"): Morocco and its neighbours from Natural
 * Earth (npm `world-atlas`, 1:50m), extracted when the app is built and served as one small static
 * GeoJSON file, `/base-map/morocco.geo.json`, that the map fetches when it first opens. The map
 * needs no tile server: with no internet the country, its cities and the markers still show.
 */
export const BASE_MAP_FILE = 'base-map/morocco.geo.json';

type Topology = Parameters<typeof merge>[0];
/** A country of the topology; only its id is read here. */
type Geometry = Parameters<typeof feature>[1] & { id?: string | number };

/** Natural Earth ids (ISO 3166 numeric): Morocco with its southern provinces, as the product's readers know the map. */
const MOROCCO_IDS = ['504', '732'];
const NEIGHBOUR_IDS = ['724', '620', '012', '478'];

/** About 100 m: more than the screen shows at country zoom, and a tenth of the file. */
const round = (value: number) => Math.round(value * 1000) / 1000;

function roundCoordinates(coordinates: unknown): unknown {
  return Array.isArray(coordinates)
    ? typeof coordinates[0] === 'number'
      ? coordinates.map((value: number) => round(value))
      : coordinates.map(roundCoordinates)
    : coordinates;
}

interface BaseMapFeature {
  type: 'Feature';
  properties: { role: 'home' | 'neighbour' };
  geometry: { type: string; coordinates: unknown };
}

/** The base map's features from a world-atlas countries topology: Morocco as one shape, then each neighbour. */
export function extractBaseMap(topology: Topology): { type: 'FeatureCollection'; features: BaseMapFeature[] } {
  const countries = topology.objects['countries'] as { geometries: Geometry[] };
  const byIds = (ids: string[]) => countries.geometries.filter((geometry) => ids.includes(String(geometry.id)));
  const home = merge(topology, byIds(MOROCCO_IDS) as unknown as Parameters<typeof merge>[1]);
  // A country is one geometry, so `feature` gives one Feature (not a collection).
  const neighbours = byIds(NEIGHBOUR_IDS).map((geometry) => feature(topology, geometry) as { geometry: { type: string; coordinates: unknown } });
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { role: 'home' }, geometry: { type: home.type, coordinates: roundCoordinates(home.coordinates) } },
      ...neighbours.map((neighbour) => ({
        type: 'Feature' as const,
        properties: { role: 'neighbour' as const },
        geometry: { type: neighbour.geometry.type, coordinates: roundCoordinates(neighbour.geometry.coordinates) },
      })),
    ],
  };
}

function baseMapJson(): string {
  const path = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');
  return JSON.stringify(extractBaseMap(JSON.parse(readFileSync(path, 'utf8')) as Topology));
}

/** Emits the base map into the build, and serves it from the dev server. */
export function baseMapPlugin(): Plugin {
  let json: string | undefined;
  const source = () => (json ??= baseMapJson());
  return {
    name: 'lieux-base-map',
    configureServer(server) {
      server.middlewares.use(`/${BASE_MAP_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/geo+json');
        response.end(source());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BASE_MAP_FILE, source: source() });
    },
  };
}
