import { MAP_QUERY_MESSAGES, VENUE_QUERY_MESSAGES, type ApiErrorBody, type MapConfigDto, type MapVenuesDto } from '@lieux/contracts';
import { call, e2eSetting, untilDemoVenuesScored, type Answer } from '@lieux/testing/e2e';
import { CACHE_STATUS_HEADER } from '../src/cache/response-cache.hooks.js';

// The map's calls through the running platform (issue 27, docs/map.md): the gateway's tile
// configuration, and the clusters the venues service groups from the demo venues on PostgreSQL.

const MOROCCO = '-17.2,20.8,-1,36';
const get = <T>(path: string) => call<T>('GET', path);
const counted = (answer: MapVenuesDto) => answer.venues.length + answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0);

function expectBadInput(answer: Answer<unknown>, field: string, message: string): void {
  expect(answer.status).toBe(400);
  const body = answer.body as ApiErrorBody;
  expect(body.code).toBe('validation_failed');
  expect(body.errors).toEqual(expect.arrayContaining([{ field, messages: expect.arrayContaining([message]) }]));
}

describe('the map through the gateway', () => {
  // The scoring worker's first scores invalidate the cache: the cache test waits until they are in.
  beforeAll(() => untilDemoVenuesScored());

  it('serves the tile server and the credit of its configuration', async () => {
    const answer = await get<MapConfigDto>('/api/map/config');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ tileUrl: `${e2eSetting('E2E_TILES_URL')}/{z}/{x}/{y}.png`, tileAttribution: e2eSetting('E2E_TILE_ATTRIBUTION'), tileMaxZoom: 19 });
  });

  it('answers the country as clusters holding every public venue of the area, and a street as venues alone', async () => {
    const country = await get<MapVenuesDto>(`/api/map/venues?bbox=${MOROCCO}&zoom=5`);
    expect(country.status).toBe(200);
    expect(country.body.total).toBeGreaterThanOrEqual(60); // the demo venues, and what other tests published
    expect(counted(country.body)).toBe(country.body.total);
    expect(country.body.clusters.length).toBeGreaterThan(0);

    // Jardin des Remparts, Casablanca (a demo venue with a phone), at the street's zoom.
    const street = await get<MapVenuesDto>('/api/map/venues?bbox=-7.6199,33.6033,-7.6179,33.6053&zoom=19');
    expect(street.body.clusters).toEqual([]);
    expect(street.body.venues).toContainEqual(expect.objectContaining({ name: 'Jardin des Remparts', city: 'Casablanca', phone: '+212 5 22 26 09 60' }));
  });

  it('applies the search’s filters', async () => {
    const all = await get<MapVenuesDto>(`/api/map/venues?bbox=${MOROCCO}&zoom=6`);
    const cafes = await get<MapVenuesDto>(`/api/map/venues?bbox=${MOROCCO}&zoom=6&category=cafe`);
    const inFes = await get<MapVenuesDto>(`/api/map/venues?bbox=${MOROCCO}&zoom=6&q=fes`);
    expect(cafes.body.total).toBeGreaterThan(0);
    expect(cafes.body.total).toBeLessThan(all.body.total);
    expect(inFes.body.total).toBeGreaterThan(0);
    expect(inFes.body.total).toBeLessThan(all.body.total);
  });

  it('answers the same area again from the gateway’s cache', async () => {
    const path = `/api/map/venues?bbox=-8.4375,32.34375,-6.328125,35.15625&zoom=8&minScore=0`;
    await get(path);
    const again = await get<MapVenuesDto>(path);
    expect(again.status).toBe(200);
    expect(again.headers.get(CACHE_STATUS_HEADER)).toBe('hit');
  });

  it('refuses an area or a zoom it cannot read with a 400 in French, field by field', async () => {
    expectBadInput(await get('/api/map/venues?bbox=abc&zoom=5'), 'bbox', MAP_QUERY_MESSAGES.invalidBbox);
    expectBadInput(await get('/api/map/venues?bbox=-7,33,-8,34&zoom=5'), 'bbox', MAP_QUERY_MESSAGES.invalidBbox);
    expectBadInput(await get('/api/map/venues?bbox=-7,33,-6,95&zoom=5'), 'bbox', MAP_QUERY_MESSAGES.invalidBbox);
    expectBadInput(await get(`/api/map/venues?zoom=5`), 'bbox', MAP_QUERY_MESSAGES.invalidBbox);
    expectBadInput(await get(`/api/map/venues?bbox=${MOROCCO}&zoom=2.5`), 'zoom', MAP_QUERY_MESSAGES.invalidZoom);
    expectBadInput(await get(`/api/map/venues?bbox=${MOROCCO}&zoom=21`), 'zoom', MAP_QUERY_MESSAGES.invalidZoom);
    expectBadInput(await get(`/api/map/venues?bbox=${MOROCCO}`), 'zoom', MAP_QUERY_MESSAGES.invalidZoom);
    expectBadInput(await get(`/api/map/venues?bbox=${MOROCCO}&zoom=5&radiusKm=5`), 'radiusKm', VENUE_QUERY_MESSAGES.positionIncomplete);
  });
});
