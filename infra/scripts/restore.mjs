// `npm run restore -- <file> [--replace]`: a dump of `npm run backup` or of the Kubernetes CronJob into
// the database of DATABASE_URL (the one npm start uses). Stop the services first. A database that
// already has tables is refused unless --replace, which drops it and restores in its place
// (docs/deployment.md, "Backups and restore"). On start-up the services migrate it to their version.
import { parseArgs } from 'node:util';
import { urlFromEnv } from '@lieux/platform';
import { redactUrl, restoreDatabase } from './lib/pg-archive.mjs';

const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean', default: false } }, allowPositionals: true });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('usage: npm run restore -- <file> [--replace]   (DATABASE_URL, default the local lieux database)');
  process.exit(2);
}
const databaseUrl = urlFromEnv('DATABASE_URL');
try {
  await restoreDatabase(databaseUrl, file, { replace: values.replace });
  console.log(`[restore] ${file} → ${redactUrl(databaseUrl)}: restored`);
} catch (error) {
  console.error(`[restore] ${error.message}`);
  process.exit(1);
}
