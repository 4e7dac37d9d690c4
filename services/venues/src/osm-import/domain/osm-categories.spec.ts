import { SEEDED_CATEGORY_IDS } from '@lieux/contracts';
import { categoryOfTags } from './osm-categories.js';
import { OSM_CATEGORY_RULES } from './osm-categories.data.js';

describe('OSM tags → the product’s categories (osm-categories.data.ts)', () => {
  it.each([
    [{ amenity: 'cafe' }, 'cafe'],
    [{ amenity: 'restaurant' }, 'restaurant'],
    [{ amenity: 'fast_food' }, 'restaurant'],
    [{ amenity: 'bar' }, 'bar'],
    [{ amenity: 'pub' }, 'bar'],
    [{ tourism: 'hotel' }, 'hotel'],
    [{ tourism: 'hostel' }, 'hotel'],
    [{ tourism: 'guest_house' }, 'hotel'],
    [{ tourism: 'guest_house', name: 'Riad Yasmine' }, 'riad'],
    [{ tourism: 'guest_house', name: 'Dar Anika' }, 'riad'],
    [{ tourism: 'hotel', name: 'رياض الأندلس' }, 'riad'],
    [{ tourism: 'hotel', guest_house: 'riad', name: 'La Maison' }, 'riad'],
    [{ shop: 'clothes' }, 'boutique'],
    [{ shop: 'bakery' }, 'patisserie'],
    [{ shop: 'tea' }, 'salon-de-the'],
    [{ leisure: 'spa' }, 'spa'],
    [{ leisure: 'spa', name: 'Hammam de la Rose' }, 'hammam'],
    [{ amenity: 'public_bath' }, 'hammam'],
    [{ amenity: 'public_bath', 'bath:type': 'hammam' }, 'hammam'],
    [{ tourism: 'gallery' }, 'galerie'],
  ])('%j is a %s', (tags, category) => {
    expect(categoryOfTags(tags)).toBe(category);
  });

  it.each<[Record<string, string>, string | null]>([
    [{ amenity: 'bench' }, null],
    [{ shop: 'car_repair' }, null],
    [{ shop: 'vacant' }, null],
    [{ building: 'yes' }, null],
    [{}, null],
    [{ amenity: 'cafe', shop: 'no' }, 'cafe'],
  ])('%j is no venue (or only by its other tags)', (tags, category) => {
    expect(categoryOfTags(tags)).toBe(category);
  });

  it('names only categories the product has', () => {
    for (const rule of OSM_CATEGORY_RULES) expect(SEEDED_CATEGORY_IDS).toContain(rule.category);
  });

  it('a riad by its name is a riad only when the name starts with the word', () => {
    expect(categoryOfTags({ tourism: 'guest_house', name: 'Chez Dario' })).toBe('hotel');
  });
});
