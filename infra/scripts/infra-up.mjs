// `npm run infra:up`: only the infrastructure (PostgreSQL, Redis, NATS with JetStream) and the database.
import { ensureDatabase, ensureInfrastructure } from './lib/infra.mjs';

try {
  await ensureInfrastructure((message) => console.log(message));
  await ensureDatabase();
  console.log('[lieux] PostgreSQL, Redis and NATS (JetStream) are up; database ready.');
} catch (error) {
  console.error(`[lieux] ${error.message}`);
  process.exit(1);
}
