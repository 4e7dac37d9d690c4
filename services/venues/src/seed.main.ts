// `npm run seed -- --venues 100000`: the demo venues, then N synthetic venues for benchmarks, on
// DATABASE_URL (migrated first). Idempotent: a venue already there (same slug) is left alone.
import { parseArgs } from 'node:util';
import { urlFromEnv } from '@lieux/platform';
import { openVenuesDatabase } from './venues-database.js';
import { seedDemoVenues } from './venues/infra/demo-venues.seeder.js';
import { inSeedTransaction } from './venues/infra/venue-seed.sql.js';
import { insertSyntheticVenues } from './venues/generator/synthetic-venues.js';

const { values } = parseArgs({ options: { venues: { type: 'string', default: '0' } } });
const count = Number(values.venues);
if (!Number.isInteger(count) || count < 0 || count > 2_000_000) {
  console.error('[seed] --venues must be a whole number between 0 and 2000000');
  process.exit(1);
}

const started = performance.now();
const orm = await openVenuesDatabase(urlFromEnv('DATABASE_URL'));
try {
  const demo = await seedDemoVenues(orm);
  console.log(`[seed] demo venues: ${demo} added`);
  if (count > 0) {
    const added = await inSeedTransaction(orm, (client, schema) => insertSyntheticVenues(client, schema, count));
    // The generator writes with the triggers off: the map's counts per cell are made again at once.
    await orm.em.getConnection().execute('select venues.venue_map_cells_rebuild()');
    await orm.em.getConnection().execute('analyze venues.venues, venues.venue_tags, venues.search_words, venues.venue_map_cells, venues.venue_opening_hours');
    // The search's walk is index-only once the visibility map knows the new rows (docs/performance.md, "Open now").
    await orm.em.getConnection().execute('vacuum (analyze) venues.venue_search');
    console.log(`[seed] synthetic venues 1…${count}: ${added} added`);
  }
  console.log(`[seed] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await orm.close(true);
}
