// `npm run infra:up`: only the infrastructure (PostgreSQL, Redis, NATS with JetStream) and the database.
import { run } from './lib/build.mjs';

try {
  // The checks below use the built @lieux/platform (default URLs, TCP probe); building it needs no infrastructure.
  run('nx', ['run', 'platform:build', '--output-style=stream-without-prefixes']);
  const { ensureDatabase, ensureInfrastructure } = await import('./lib/infra.mjs');
  await ensureInfrastructure((message) => console.log(message));
  await ensureDatabase();
  console.log('[lieux] PostgreSQL, Redis and NATS (JetStream) are up; database ready.');
} catch (error) {
  console.error(`[lieux] ${error.message}`);
  process.exit(1);
}
