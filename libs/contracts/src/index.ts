export type * from './errors/error-definition.js';
export * from './errors/error-codes.js';
export * from './errors/api-error.js';
export * from './categories/category.dto.js';
export * from './messaging/rpc-subjects.js';
export * from './messaging/events.js';
export * from './i18n/locales.js';
export * from './health/health.dto.js';
export * from './validation/messages.js';
