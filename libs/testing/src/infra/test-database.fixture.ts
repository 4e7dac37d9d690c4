import pg from 'pg';
import { withDatabase } from '@lieux/platform';
import { databaseUrlFromEnv } from './infra-urls.config.js';
import { acquireContainer } from './shared-container.runtime.js';
import { uniqueHex } from './unique-id.util.js';

export interface TestDatabase {
  /** Connection URL of the fresh database. */
  url: string;
  /** `lieux_test_<hex>`. */
  name: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/**
 * A fresh, empty PostgreSQL database for one test file: in a container when a runtime is available,
 * otherwise created on the server of `DATABASE_URL` (through its `postgres` maintenance database).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const container = await acquireContainer('postgres');
  const adminUrl = container?.url ?? withDatabase(databaseUrlFromEnv(), 'postgres');
  const name = `lieux_test_${uniqueHex(6)}`;
  try {
    await onAdminConnection(adminUrl, (client) => client.query(`create database "${name}"`));
  } catch (error) {
    await container?.release();
    throw error;
  }
  let dropped = false;
  return {
    url: withDatabase(adminUrl, name),
    name,
    drop: async () => {
      if (dropped) {
        return;
      }
      dropped = true;
      try {
        await onAdminConnection(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
      } finally {
        await container?.release();
      }
    },
  };
}

async function onAdminConnection(adminUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${redact(adminUrl)} (${(error as Error).message}): ` +
        'start it with `npm run infra:up` or set DATABASE_URL',
      { cause: error },
    );
  }
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) {
    parsed.password = '***';
  }
  return parsed.toString();
}
