import { fileURLToPath } from 'node:url';
import { readOsmFile, type OsmElement, type ReadOptions } from './osm-file.reader.js';

const fixture = (name: string) => fileURLToPath(new URL(`../test/${name}`, import.meta.url));

/** Every object of a file, in order, as the import's passes see them (positions to OSM's 7 decimals). */
async function elementsOf(file: string, options: ReadOptions): Promise<OsmElement[]> {
  const elements: OsmElement[] = [];
  for await (const batch of readOsmFile(file, options)) {
    for (const element of batch) {
      elements.push({
        type: element.type, id: element.id, version: element.version,
        ...(element.tags && Object.keys(element.tags).length > 0 ? { tags: element.tags } : {}),
        ...(element.lat !== undefined ? { lat: Math.round(element.lat * 1e7) / 1e7, lon: Math.round((element.lon ?? 0) * 1e7) / 1e7 } : {}),
        ...(element.refs && element.refs.length > 0 ? { refs: element.refs } : {}),
      });
    }
  }
  return elements;
}

describe('reading an extract in .osm.pbf and in .osm XML (the same fixture, converted by osmium)', () => {
  it.each([{ nodeTags: true }, { nodeTags: false }])('gives the same objects in both formats, pass options %j', async (options) => {
    const xml = await elementsOf(fixture('fixture-v1.osm'), options);
    const pbf = await elementsOf(fixture('fixture-v1.osm.pbf'), options);
    expect(xml.length).toBeGreaterThan(300);
    expect(pbf).toEqual(xml);
    expect(xml.some((element) => element.type === 'way' && element.refs && element.refs.length === 5)).toBe(true);
    expect(xml.filter((element) => element.type === 'node' && element.tags).length > 0).toBe(options.nodeTags);
  });

  it('refuses a file of another format with a clear line', () => {
    expect(() => readOsmFile('morocco.geojson', { nodeTags: true })).toThrow('format inconnu (attendu .osm.pbf ou .osm)');
  });
});
