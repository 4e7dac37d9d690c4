import type { NatsNamespace } from './nats-namespace.fixture.js';
import type { TestDatabase } from './test-database.fixture.js';

/**
 * The settings a service started in a test needs to live on a fresh database and NATS namespace,
 * its health server on a free loopback port: `Object.assign(new VotesEnv(), serviceTestSettings(db, ns), overrides)`.
 */
export function serviceTestSettings(database: TestDatabase, namespace: NatsNamespace) {
  return {
    DATABASE_URL: database.url,
    NATS_URL: namespace.url,
    NATS_SUBJECT_PREFIX: namespace.subjectPrefix,
    EVENT_STREAM: namespace.streamName,
    HEALTH_PORT: 0,
    HEALTH_HOST: '127.0.0.1',
  };
}
