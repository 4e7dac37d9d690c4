// `npm run import:osm -- FILE`: the venues of an OpenStreetMap extract (`.osm.pbf` or `.osm`) into the
// venues schema of DATABASE_URL (migrated first). Idempotent: run it again on a newer extract to
// take what changed upstream. docs/osm-import.md says what it takes, what it leaves, and why.
import { parseArgs } from 'node:util';
import { urlFromEnv } from '@lieux/platform';
import { openVenuesDatabase } from './venues-database.js';
import { inSeedTransaction } from './venues/infra/venue-seed.sql.js';
import { formatOsmReport, importOsmExtract } from './osm-import/app/import-osm-extract.js';
import { readOsmFile, formatOf } from './osm-import/infra/osm-file.reader.js';
import { writeOsmBatch } from './osm-import/infra/osm-venues.writer.js';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { quiet: { type: 'boolean', default: false } } });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('[import:osm] usage : npm run import:osm -- FICHIER.osm.pbf (ou .osm)');
  process.exit(1);
}
try {
  formatOf(file);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const orm = await openVenuesDatabase(urlFromEnv('DATABASE_URL'));
try {
  const report = await importOsmExtract({
    read: (options) => readOsmFile(file, options),
    write: (pois) => inSeedTransaction(orm, (client, schema) => writeOsmBatch(client, schema, pois)),
    progress: values.quiet ? undefined : (line) => process.stderr.write(`${line}\r`),
  });
  if (!values.quiet) process.stderr.write('\n');
  await orm.em.getConnection().execute('analyze venues.venues, venues.venue_opening_hours, venues.osm_objects, venues.search_words');
  // Each batch adds to the same map cells: thousands of dead versions of a few thousand rows, which
  // took the map's far zooms from 2 ms to 400 ms until vacuumed (docs/performance.md, "OSM import").
  // The search's walk is index-only once the visibility map knows the new rows (as after the seed).
  await orm.em.getConnection().execute('vacuum (analyze) venues.venue_map_cells, venues.venue_search');
  console.log(formatOsmReport(report));
  // resourceUsage's maxRSS is in kilobytes: the memory the two passes took at their peak.
  console.log(`[import:osm] mémoire maximale : ${Math.round(process.resourceUsage().maxRSS / 1024)} Mo`);
} finally {
  await orm.close(true);
}
