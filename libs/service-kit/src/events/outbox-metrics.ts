import { outboxBacklog, outboxOldestAge } from '@lieux/platform';
import type { OutboxRelay } from './outbox.relay.js';

/**
 * Makes a service's outbox backlog and the age of its oldest waiting row part of every scrape (one
 * query per scrape, read when Prometheus asks). Returns the function that stops it.
 */
export function watchOutboxBacklog(service: string, relay: Pick<OutboxRelay, 'backlog'>): () => void {
  // Both gauges come from one query: the scrape reads it once and shares it.
  let reading: Promise<Awaited<ReturnType<OutboxRelay['backlog']>>> | undefined;
  const read = () => {
    reading ??= relay.backlog().finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  const stops = [
    outboxBacklog.addSource(async () => [{ labels: { service }, value: (await read()).rows }]),
    outboxOldestAge.addSource(async () => [{ labels: { service }, value: (await read()).oldestAgeSeconds }]),
  ];
  return () => stops.forEach((stop) => stop());
}
