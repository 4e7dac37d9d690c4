// What every process is made of, whatever it does: configuration validated at start-up, JSON logs
// with the request id, dependency checks, the one-line start-up failure, liveness and readiness.
// No NATS, no database: the gateway and the services both stand on this.
export * from './config/load-env.js';
export * from './config/process-env.js';
export * from './config/int-in-range.js';
export * from './config/at-least.js';
export * from './config/infra-urls.js';
export * from './logging/request-context.js';
export * from './logging/logger.js';
export * from './logging/request-log.js';
export * from './startup/dependency-check.js';
export * from './startup/outage-codes.js';
export * from './startup/run-main.js';
export * from './processes/process-manifest.js';
export * from './health/readiness-check.js';
export * from './health/health.controller.js';
export * from './health/health.module.js';
// Graceful shutdown (issue 15): SIGTERM → not ready → stop taking work → finish → exit.
export * from './shutdown/shutdown-state.js';
export * from './shutdown/graceful-shutdown.js';
// Object storage (issue 11): filesystem or S3 driver, signed links, encryption of private files.
export * from './storage/object-storage.js';
export * from './storage/filesystem.storage.js';
export * from './storage/s3.storage.js';
export * from './storage/signed-link.js';
export * from './storage/file-cipher.js';
export * from './storage/storage.env.js';
// Traces (issue 15): OpenTelemetry started from OTEL_* variables, off by default; spans at our seams.
export * from './tracing/tracing.env.js';
export * from './tracing/tracing.js';
export * from './tracing/trace-id.js';
export * from './tracing/trace-context.js';
// Prometheus metrics (issue 15): one registry per process, the platform's metrics, /metrics.
export * from './metrics/metrics.registry.js';
export * from './metrics/metric-labels.js';
export * from './metrics/scraped-gauge.js';
export * from './metrics/lieux.metrics.js';
export * from './metrics/metrics.route.js';
