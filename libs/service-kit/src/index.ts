// A service in one module: its schema (persistence), NATS (messaging), the transactional outbox and
// its relay, the durable consumer with its inbox, the RPC error filter, health, and the process start.
export * from './config/service-env.js';
export * from './rpc/rpc-exception.filter.js';
export * from './rpc/authorize.js';
export * from './events/outbox-message.entity.js';
export * from './events/inbox-record.entity.js';
export * from './events/dead-letter.entity.js';
export * from './events/messaging.entities.js';
export * from './events/messaging-tables.migration.js';
export * from './events/messaging-handlers.migration.js';
export * from './events/messaging.pruner.js';
export * from './events/permanent-event.error.js';
export * from './events/on-event.decorator.js';
export * from './events/event.outbox.js';
export * from './events/outbox.relay.js';
export * from './events/event.consumer.js';
export * from './service/service.tokens.js';
export * from './service/service.module.js';
export * from './service/service-events.js';
export * from './service/start-service.js';
export * from './service/run-service-main.js';
export * from './service/repeating-task.js';
export * from './mail/mail-outbox.js';
export * from './mail/mail-relay.js';
export * from './mail/mail-outbox.module.js';
export * from './mail/pending-mail.entity.js';
export * from './mail/pending-mails.migration.js';
