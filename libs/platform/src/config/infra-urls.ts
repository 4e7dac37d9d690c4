/**
 * Where PostgreSQL, Redis and NATS are when nothing says otherwise (DESIGN.md rule 8): the one home of
 * these defaults for the processes' configuration, the test fixtures and the scripts of npm start.
 */
export const DEFAULT_URLS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lieux',
  REDIS_URL: 'redis://127.0.0.1:6379',
  NATS_URL: 'nats://127.0.0.1:4222',
} as const;

export type InfraUrlVariable = keyof typeof DEFAULT_URLS;

/** The URL the environment gives (an empty value counts as unset), or the default. */
export function urlFromEnv(name: InfraUrlVariable, source: NodeJS.ProcessEnv = process.env): string {
  return source[name] || DEFAULT_URLS[name];
}

/** The same PostgreSQL server and credentials, another database. */
export function withDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
