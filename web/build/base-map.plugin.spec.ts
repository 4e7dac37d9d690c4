import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extractBaseMap } from './base-map.plugin';

describe('the offline base map', () => {
  const topology = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('world-atlas/countries-50m.json'), 'utf8'));
  const map = extractBaseMap(topology);
  const json = JSON.stringify(map);

  it('holds Morocco as one shape and its four neighbours', () => {
    expect(map.features.map((entry) => entry.properties.role)).toEqual(['home', 'neighbour', 'neighbour', 'neighbour', 'neighbour']);
  });

  it('covers Casablanca and Laâyoune in the home shape’s bounding box', () => {
    const points = JSON.stringify(map.features[0].geometry.coordinates).match(/-?\d+(\.\d+)?/g)!.map(Number);
    const longitudes = points.filter((_, index) => index % 2 === 0);
    const latitudes = points.filter((_, index) => index % 2 === 1);
    expect(Math.min(...longitudes)).toBeLessThan(-13.2); // Laâyoune, -13.2
    expect(Math.max(...latitudes)).toBeGreaterThan(35.7); // Tanger, 35.76
    expect(Math.min(...latitudes)).toBeLessThan(27.1); // Laâyoune, 27.15
  });

  it('stays small: under 150 KB before compression', () => {
    expect(json.length).toBeLessThan(150 * 1024);
  });
});
