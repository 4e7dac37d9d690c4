import { RPC, type VenueMetrics } from '@lieux/contracts';
import type { ServiceClient } from '@lieux/messaging';
import type { MetricsSource } from '../app/score.ports.js';

/** `connections.metrics.pull`, service to service (no actor). A failure throws: the job is retried. */
export class NatsMetricsSource implements MetricsSource {
  constructor(private readonly connections: ServiceClient) {}

  async pull(venueIds: readonly string[]): Promise<VenueMetrics[]> {
    if (venueIds.length === 0) return [];
    const reply = await this.connections.request(RPC.connectionsMetricsPull, { venueIds: [...venueIds] }, { actor: undefined });
    return reply.venues;
  }
}
