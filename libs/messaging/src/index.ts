// NATS for every process: the connection, typed request-reply (client and server side), and the
// JetStream stream the events travel on. No database: the outbox and inbox live in @lieux/service-kit.
export * from './nats/nats-connection.js';
export * from './nats/nats-connection.module.js';
export * from './rpc/rpc-subject.js';
export * from './rpc/rpc-handler.decorator.js';
export * from './rpc/actor.js';
export * from './rpc/domain.exception.js';
export * from './rpc/rpc-wire.js';
export * from './rpc/nats-rpc.server.js';
export * from './rpc/service-client.js';
export { rpcSubjectLabel } from './rpc/rpc-metrics.js';
export * from './rpc/service-health.handler.js';
export * from './events/event.logger.js';
export * from './events/event-subject.namespace.js';
export * from './events/event-stream.setup.js';
export * from './events/nats-server.features.js';
export * from './status/status-probe.js';
