import { Counter, Histogram } from 'prom-client';
import { metricsRegistry } from './metrics.registry.js';
import { ScrapedGauge } from './scraped-gauge.js';

/**
 * Every metric of the platform, defined once here so the gateway, the services and the worker speak
 * the same names, and the dashboard's test can read the full list from the registry. Labels are
 * bounded sets only: route templates, catalogue subjects, error codes, service and queue names.
 * docs/metrics.md says what each means.
 */

/** Seconds. From 5 ms (a cached read) to 10 s (past every deadline). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const registers = [metricsRegistry];

/** A latency histogram in seconds on LATENCY_BUCKETS: its `_count` is the request rate, its buckets p50/p99. */
function latencyHistogram<L extends string>(name: string, help: string, labelNames: readonly L[]): Histogram<L> {
  return new Histogram<L>({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers });
}

export const httpRequestDuration = latencyHistogram(
  'lieux_http_request_duration_seconds',
  'Gateway HTTP requests by method, route template (`unmatched` when no route matched) and status, with their latency.',
  ['method', 'route', 'status'] as const,
);

export const rpcClientDuration = latencyHistogram(
  'lieux_rpc_client_duration_seconds',
  'NATS requests sent (gateway side) by subject and outcome (`ok` or the error code; `service_unavailable` for a timeout or no responder), with their latency.',
  ['subject', 'outcome'] as const,
);

export const rpcServerDuration = latencyHistogram(
  'lieux_rpc_server_duration_seconds',
  'NATS requests answered (service side) by subject and outcome (`ok` or the error code), with their handling time.',
  ['subject', 'outcome'] as const,
);

export const outboxBacklog = new ScrapedGauge({
  name: 'lieux_outbox_backlog',
  help: 'Outbox rows not yet published to JetStream (rows set aside as unpublishable not included), read at scrape time.',
  labelNames: ['service'] as const,
});

export const outboxOldestAge = new ScrapedGauge({
  name: 'lieux_outbox_oldest_age_seconds',
  help: 'Age of the oldest outbox row not yet published (0 when none waits), read at scrape time.',
  labelNames: ['service'] as const,
});

/** A counter of events by consuming service and event subject (both bounded: the catalogue's). */
function eventCounter(name: string, help: string): Counter<'service' | 'subject'> {
  return new Counter({ name, help, labelNames: ['service', 'subject'] as const, registers });
}

export const eventsApplied = eventCounter('lieux_events_applied_total', 'Events a consumer applied and acknowledged, by consuming service and event subject.');

export const eventsRedelivered = eventCounter('lieux_events_redelivered_total', 'Deliveries of an event that JetStream had delivered before (after a failure or an ack timeout).');

export const eventsDeadLettered = eventCounter('lieux_events_dead_lettered_total', 'Events a handler gave up on (permanent error, or the last allowed delivery failed), written to dead_letter.');

export const queueJobs = new ScrapedGauge({
  name: 'lieux_queue_jobs',
  help: "Jobs of a BullMQ queue by state (waiting, delayed, prioritized, active, failed), BullMQ's own counts read at scrape time.",
  labelNames: ['queue', 'state'] as const,
});

export const scoreOldestAge = new ScrapedGauge({
  name: 'lieux_score_oldest_age_seconds',
  help: "Age of the oldest current score (the venue recomputed longest ago), read at scrape time; absent when no venue has a score.",
  labelNames: ['service'] as const,
});
