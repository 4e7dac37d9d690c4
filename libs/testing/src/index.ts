export * from './infra/unique-id.util.js';
export * from './infra/infra-urls.config.js';
export * from './infra/test-database.fixture.js';
export * from './infra/nats-namespace.fixture.js';
export * from './infra/redis-prefix.fixture.js';
export * from './infra/closed-port.util.js';
export * from './infra/failure-code.util.js';
export * from './infra/test-smtp-server.fixture.js';
