import { mayBeVenue } from '../domain/osm-categories.js';
import { centroidOf, poiOf, type OsmObject, type OsmPoi, type OsmSkipReason } from '../domain/osm-poi.js';
import type { OsmElement, ReadOptions } from '../infra/osm-file.reader.js';
import type { BatchOutcome } from '../infra/osm-venues.writer.js';

/** The report printed at the end of `npm run import:osm` (docs/osm-import.md "The report"). */
export interface OsmImportReport extends BatchOutcome {
  /** Objects read in the extract (nodes, ways, relations), and those whose tags make them a venue. */
  objectsRead: number;
  pois: number;
  skipped: Record<Exclude<OsmSkipReason, 'not_a_venue'>, number>;
  /** `opening_hours` values kept as text, and the venues whose hours were read. */
  unparsedHours: number;
  hoursRead: number;
  /** Node positions held for the ways' centroids (the memory the second pass took). */
  nodesCached: number;
  seconds: number;
}

/** What the import needs of the world: the extract's objects, pass by pass, and a writer of batches. */
export interface OsmImportPorts {
  read(options: ReadOptions): AsyncIterable<OsmElement[]>;
  write(pois: readonly OsmPoi[]): Promise<BatchOutcome>;
  progress?(line: string): void;
  clock?(): number;
}

/** POIs written per transaction. */
export const OSM_WRITE_BATCH = 2_000;

/**
 * Reads an extract in two passes, since a way names its nodes and the nodes come first:
 * 1. the ways and relations whose tags make a venue are kept, with the ids of their nodes;
 * 2. the nodes: a venue node is written as met; the positions of the kept ways' nodes are cached
 *    (`Float64Array` pairs by node id: only these, never the whole extract's); then each kept way
 *    is written at its centroid.
 */
export async function importOsmExtract(ports: OsmImportPorts): Promise<OsmImportReport> {
  const clock = ports.clock ?? (() => performance.now());
  const started = clock();
  const report: OsmImportReport = {
    objectsRead: 0, pois: 0, imported: 0, updated: 0, unchanged: 0, linked: 0, keptClaimed: 0, keptEdited: 0, keptDeleted: 0,
    skipped: { no_name: 0, no_position: 0, way_without_nodes: 0, relation: 0, no_city: 0 },
    unparsedHours: 0, hoursRead: 0, nodesCached: 0, seconds: 0,
  };

  // Pass 1: the candidate ways and relations.
  const ways: Array<{ id: number; version: number; tags: Record<string, string>; refs: number[] }> = [];
  const relations: OsmObject[] = [];
  const wantedNodes = new Set<number>();
  for await (const batch of ports.read({ nodeTags: false })) {
    for (const element of batch) {
      report.objectsRead += 1;
      if (element.type === 'node' || !mayBeVenue(element.tags)) continue;
      if (element.type === 'way') {
        const refs = element.refs ?? [];
        ways.push({ id: element.id, version: element.version, tags: element.tags as Record<string, string>, refs });
        for (const ref of refs) wantedNodes.add(ref);
      } else relations.push({ type: 'relation', id: element.id, version: element.version, tags: element.tags ?? {}, position: null });
    }
  }

  // Pass 2: the nodes.
  const positions = new Map<number, number>();
  const coordinates: number[] = [];
  let pending: OsmPoi[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const outcome = await ports.write(pending);
    for (const key of Object.keys(outcome) as Array<keyof BatchOutcome>) report[key] += outcome[key];
    pending = [];
    ports.progress?.(`[import:osm] ${report.pois} lieux lus · ${report.imported} importés · ${report.updated} mis à jour · ${report.linked} liés · ${((clock() - started) / 1000).toFixed(1)} s`);
  };
  const take = async (object: OsmObject) => {
    report.pois += 1;
    const poi = poiOf(object);
    if ('skipped' in poi) {
      if (poi.skipped !== 'not_a_venue') report.skipped[poi.skipped] += 1;
      return;
    }
    if (poi.hours?.kind === 'unparsed') report.unparsedHours += 1;
    else if (poi.hours) report.hoursRead += 1;
    pending.push(poi);
    if (pending.length >= OSM_WRITE_BATCH) await flush();
  };
  for await (const batch of ports.read({ nodeTags: true })) {
    for (const element of batch) {
      if (element.type !== 'node') continue;
      if (wantedNodes.has(element.id) && element.lat !== undefined && element.lon !== undefined) {
        positions.set(element.id, coordinates.length);
        coordinates.push(element.lat, element.lon);
      }
      if (!mayBeVenue(element.tags)) continue;
      const position = element.lat !== undefined && element.lon !== undefined && Number.isFinite(element.lat) && Number.isFinite(element.lon) ? { lat: element.lat, lon: element.lon } : null;
      await take({ type: 'node', id: element.id, version: element.version, tags: element.tags ?? {}, position });
    }
  }
  report.nodesCached = positions.size;
  for (const way of ways) {
    const points: Array<readonly [number, number]> = [];
    for (const ref of way.refs) {
      const at = positions.get(ref);
      if (at !== undefined) points.push([coordinates[at] as number, coordinates[at + 1] as number]);
    }
    await take({ type: 'way', id: way.id, version: way.version, tags: way.tags, position: centroidOf(points) });
  }
  for (const relation of relations) await take(relation);
  await flush();
  report.seconds = (clock() - started) / 1000;
  return report;
}

/** The report as the command prints it. */
export function formatOsmReport(report: OsmImportReport): string {
  const skipped = Object.entries(report.skipped).map(([reason, count]) => `${reason} ${count}`).join(', ');
  return [
    `[import:osm] objets lus : ${report.objectsRead} ; lieux trouvés : ${report.pois}`,
    `[import:osm] importés : ${report.imported} ; mis à jour : ${report.updated} ; inchangés : ${report.unchanged} ; liés à un lieu existant : ${report.linked}`,
    `[import:osm] laissés tels quels : revendiqués ${report.keptClaimed}, modifiés dans Lieux ${report.keptEdited}, supprimés dans Lieux ${report.keptDeleted}`,
    `[import:osm] ignorés : ${skipped}`,
    `[import:osm] horaires lus : ${report.hoursRead} ; horaires non compris (gardés en texte) : ${report.unparsedHours}`,
    `[import:osm] positions de nœuds gardées pour les centres des voies : ${report.nodesCached} ; durée ${report.seconds.toFixed(1)} s`,
  ].join('\n');
}
