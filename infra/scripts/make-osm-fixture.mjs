// `node infra/scripts/make-osm-fixture.mjs`: writes the small extracts the OSM import's tests read
// (services/venues/src/osm-import/test/fixture-v1.osm and fixture-v2.osm, the same area a revision
// later), from infra/scripts/lib/osm-extract.mjs, and fixture-v1.osm.pbf, the first in PBF, with
// osmium (Debian's `osmium-tool`: the project has no PBF encoder of its own). Run it again after
// changing the generator, and commit the three files.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeOsmExtract } from './lib/osm-extract.mjs';

export const FIXTURE_POIS = 240;
const folder = fileURLToPath(new URL('../../services/venues/src/osm-import/test/', import.meta.url));
for (const revision of [1, 2]) {
  await writeOsmExtract(`${folder}fixture-v${revision}.osm`, { pois: FIXTURE_POIS, revision });
  console.log(`[osm-fixture] ${folder}fixture-v${revision}.osm`);
}
try {
  execFileSync('osmium', ['cat', `${folder}fixture-v1.osm`, '--overwrite', '-o', `${folder}fixture-v1.osm.pbf`], { stdio: 'inherit' });
  console.log(`[osm-fixture] ${folder}fixture-v1.osm.pbf`);
} catch {
  console.error('[osm-fixture] osmium is missing (apt-get install osmium-tool): fixture-v1.osm.pbf left as it was');
}
