export * from './orm/service-orm.config.js';
export * from './migrations/migration-runner.js';
export * from './orm/open-service-database.js';
export * from './orm/prepared-read.js';
export * from './nest/database.module.js';
export * from './nest/orm-request.scope.js';
export * from './nest/postgres-readiness.js';
export * from './orm/pool-transaction.js';
