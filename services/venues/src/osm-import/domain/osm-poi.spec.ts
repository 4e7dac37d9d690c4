import { centroidOf, cityOf, namesOf, osmUrl, poiOf, type OsmObject } from './osm-poi.js';

const cafe = (tags: Record<string, string>, position: OsmObject['position'] = { lat: 33.5731, lon: -7.5898 }): OsmObject => ({
  type: 'node', id: 42, version: 3, tags: { amenity: 'cafe', ...tags }, position,
});

describe('an OSM object as a venue', () => {
  it('takes the French name first, then the sign, and keeps Arabic and English apart', () => {
    expect(namesOf({ name: 'مقهى باريس', 'name:fr': 'Café de Paris', 'name:ar': 'مقهى باريس', 'name:en': 'Paris Café' })).toEqual({
      name: 'Café de Paris', nameAr: 'مقهى باريس', nameEn: 'Paris Café',
    });
    expect(namesOf({ name: 'Café Hafa' })).toEqual({ name: 'Café Hafa', nameAr: null, nameEn: null });
  });

  it('an Arabic-only name is the name and the Arabic name', () => {
    expect(namesOf({ name: 'مقهى الحرية' })).toEqual({ name: 'مقهى الحرية', nameAr: 'مقهى الحرية', nameEn: null });
  });

  it('skips what has no name, no position, or no city near it', () => {
    expect(poiOf(cafe({}))).toEqual({ skipped: 'no_name' });
    expect(poiOf(cafe({ name: 'X' }, null))).toEqual({ skipped: 'no_position' });
    expect(poiOf({ ...cafe({ name: 'X' }, null), type: 'way' })).toEqual({ skipped: 'way_without_nodes' });
    expect(poiOf(cafe({ name: 'Café du Désert' }, { lat: 26.5, lon: -11 }))).toEqual({ skipped: 'no_city' });
    expect(poiOf({ ...cafe({ name: 'X' }), type: 'relation' })).toEqual({ skipped: 'relation' });
    expect(poiOf(cafe({ amenity: 'bench', name: 'Banc' }))).toEqual({ skipped: 'not_a_venue' });
  });

  it('takes the address, the contacts and the social handles', () => {
    const poi = poiOf(
      cafe({
        name: 'Café Maure', 'addr:housenumber': '12', 'addr:street': 'Rue Sidi Bouknadel', 'addr:city': 'Rabat', phone: '+212 5 37 00 00 00;+212 6 00',
        website: 'cafemaure.ma', 'contact:instagram': 'cafemaure', email: 'salam@cafemaure.ma', 'contact:whatsapp': '+212 6 61 00 00 00',
      }),
    );
    expect(poi).toMatchObject({
      name: 'Café Maure', address: '12 Rue Sidi Bouknadel', city: 'Rabat', phone: '+212 5 37 00 00 00', website: 'https://cafemaure.ma/',
      whatsapp: '+212 6 61 00 00 00', contact: { instagram: 'cafemaure', email: 'salam@cafemaure.ma' }, categoryId: 'cafe', version: 3,
    });
  });

  it('finds the city of an object without addr:city by its position', () => {
    expect(cityOf({}, 33.59, -7.61)).toBe('Casablanca');
    expect(cityOf({ 'addr:city': 'Asilah' }, 33.59, -7.61)).toBe('Asilah');
  });

  it('keeps hours it cannot read as text', () => {
    expect(poiOf(cafe({ name: 'X', opening_hours: 'tous les jours' }))).toMatchObject({ hours: { kind: 'unparsed' }, hoursText: 'tous les jours' });
    expect(poiOf(cafe({ name: 'X', opening_hours: 'Mo-Su 08:00-20:00' }))).toMatchObject({ hours: { kind: 'weekly' }, hoursText: null });
  });

  it('places a closed way at the mean of its corners, the closing node counted once', () => {
    expect(centroidOf([[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]])).toEqual({ lat: 1, lon: 1 });
    expect(centroidOf([])).toBeNull();
  });

  it('links to the object on openstreetmap.org', () => {
    expect(osmUrl('way', 51)).toBe('https://www.openstreetmap.org/way/51');
  });
});
