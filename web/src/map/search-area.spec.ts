import { nearPointOfArea } from './search-area';

describe('nearPointOfArea', () => {
  it('is the centre of the visible area and the radius that holds its corners', () => {
    // Casablanca's centre, about 9 km by 11 km on screen: 7.23 km to a corner.
    const near = nearPointOfArea({ west: -7.65, south: 33.55, east: -7.55, north: 33.65 });
    expect(near.lat).toBeCloseTo(33.6, 6);
    expect(near.lng).toBeCloseTo(-7.6, 6);
    expect(near.radiusKm).toBe(7.3);
  });

  it('stays within the radii the search accepts', () => {
    expect(nearPointOfArea({ west: -17, south: 21, east: -1, north: 36 }).radiusKm).toBe(500);
    expect(nearPointOfArea({ west: -7.6, south: 33.6, east: -7.59999, north: 33.60001 }).radiusKm).toBe(0.1);
  });
});
