import { createReadStream } from 'node:fs';
import { OSMTransform } from 'osm-pbf-parser-node';
import { SaxesParser } from 'saxes';
import type { OsmTags } from '../domain/osm-categories.js';
import type { OsmType } from '../domain/osm-poi.js';

/** One object of an extract as both readers give it: a node's position, a way's node ids. */
export interface OsmElement {
  type: OsmType;
  id: number;
  version: number;
  tags?: OsmTags;
  lat?: number;
  lon?: number;
  refs?: number[];
}

/** What a pass asks the reader for: node tags are decoded only when asked (most nodes are a way's corners). */
export interface ReadOptions {
  nodeTags: boolean;
}

/** The format of an extract, by its name: `.osm.pbf` (or `.pbf`), `.osm` (XML). */
export function formatOf(file: string): 'pbf' | 'xml' {
  if (/\.pbf$/i.test(file)) return 'pbf';
  if (/\.osm$|\.xml$/i.test(file)) return 'xml';
  throw new Error(`[import:osm] ${file}: format inconnu (attendu .osm.pbf ou .osm)`);
}

/** The objects of an extract, streamed in batches (a PBF block, or an XML chunk's worth), in file order. */
export function readOsmFile(file: string, options: ReadOptions): AsyncGenerator<OsmElement[]> {
  return formatOf(file) === 'pbf' ? readPbf(file, options) : readXml(file, options);
}

interface PbfItem {
  type?: OsmType;
  id: number;
  tags?: Record<string, string>;
  lat?: number;
  lon?: number;
  refs?: number[];
  info?: { version?: number };
}

/**
 * `.osm.pbf` through osm-pbf-parser-node: one array per PBF block (8,000 objects), the header
 * block skipped. Way refs and relation members stay as the parser gives them.
 */
async function* readPbf(file: string, options: ReadOptions): AsyncGenerator<OsmElement[]> {
  const stream = createReadStream(file, { highWaterMark: 1 << 20 }).pipe(
    new OSMTransform({ withInfo: true, withTags: { node: options.nodeTags, way: true, relation: true } }),
  );
  for await (const block of stream as AsyncIterable<PbfItem[]>) {
    const batch: OsmElement[] = [];
    for (const item of block) {
      if (item.type !== 'node' && item.type !== 'way' && item.type !== 'relation') continue;
      batch.push({ type: item.type, id: item.id, version: item.info?.version ?? 0, tags: item.tags, lat: item.lat, lon: item.lon, refs: item.refs });
    }
    if (batch.length > 0) yield batch;
  }
}

/**
 * `.osm` XML through saxes (a maintained streaming SAX parser): `<node>`, `<way>` with its `<nd ref>`
 * and `<relation>`, each with its `<tag k v>`; everything else (bounds, members) is passed over.
 */
async function* readXml(file: string, options: ReadOptions): AsyncGenerator<OsmElement[]> {
  const parser = new SaxesParser();
  let batch: OsmElement[] = [];
  let current: OsmElement | null = null;
  let failure: Error | null = null;
  parser.on('opentag', (tag) => {
    const attributes = tag.attributes as Record<string, string>;
    if (tag.name === 'node' || tag.name === 'way' || tag.name === 'relation') {
      current = { type: tag.name, id: Number(attributes.id), version: Number(attributes.version ?? 0) };
      if (tag.name === 'node') {
        current.lat = Number(attributes.lat);
        current.lon = Number(attributes.lon);
      }
      if (tag.name === 'way') current.refs = [];
    } else if (tag.name === 'tag' && current && (current.type !== 'node' || options.nodeTags)) {
      (current.tags ??= {} as Record<string, string>);
      (current.tags as Record<string, string>)[attributes.k ?? ''] = attributes.v ?? '';
    } else if (tag.name === 'nd' && current?.refs) {
      current.refs.push(Number(attributes.ref));
    }
  });
  parser.on('closetag', (tag) => {
    if (current && tag.name === current.type) {
      batch.push(current);
      current = null;
    }
  });
  parser.on('error', (error) => {
    failure = error;
  });
  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 });
  for await (const chunk of stream as AsyncIterable<string>) {
    parser.write(chunk);
    if (failure) throw new Error(`[import:osm] ${file}: XML illisible (${(failure as Error).message})`);
    if (batch.length > 0) {
      yield batch;
      batch = [];
    }
  }
  parser.close();
  if (batch.length > 0) yield batch;
}
