// `npm run backup -- <file>`: the whole database of DATABASE_URL (the one npm start uses) into <file>,
// in pg_dump's custom format (docs/deployment.md, "Backups and restore"). Restore with `npm run restore`.
import { statSync } from 'node:fs';
import { urlFromEnv } from '@lieux/platform';
import { backupDatabase, redactUrl } from './lib/pg-archive.mjs';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: npm run backup -- <file>   (DATABASE_URL, default the local lieux database)');
  process.exit(2);
}
const databaseUrl = urlFromEnv('DATABASE_URL');
try {
  const entries = backupDatabase(databaseUrl, file);
  console.log(`[backup] ${redactUrl(databaseUrl)} → ${file}: ${entries} entries, ${statSync(file).size} bytes`);
} catch (error) {
  console.error(`[backup] ${error.message}`);
  process.exit(1);
}
