import { filterVenuesByNameOrCity } from './filter-venues';

const venues = [
  { name: 'Café Clock', city: 'Fès' },
  { name: 'Le Cabestan', city: 'Casablanca' },
  { name: 'Dar Yacout', city: 'Marrakech' },
];

describe('filterVenuesByNameOrCity', () => {
  it('finds by name or city, ignoring case and accents', () => {
    expect(filterVenuesByNameOrCity(venues, 'FES').map((venue) => venue.name)).toEqual(['Café Clock']);
    expect(filterVenuesByNameOrCity(venues, 'cafe').map((venue) => venue.name)).toEqual(['Café Clock']);
    expect(filterVenuesByNameOrCity(venues, 'ca').map((venue) => venue.name)).toEqual(['Café Clock', 'Le Cabestan']);
  });

  it('keeps everything for a blank text and nothing for an unknown one', () => {
    expect(filterVenuesByNameOrCity(venues, '  ')).toHaveLength(3);
    expect(filterVenuesByNameOrCity(venues, 'tokyo')).toEqual([]);
  });
});
