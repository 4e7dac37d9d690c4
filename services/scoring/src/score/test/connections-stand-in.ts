import { headers as natsHeaders, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { RPC, type PlatformMetrics, type PullMetricsRequest, type PullMetricsReply } from '@lieux/contracts';
import { decodeRpcBody, encodeRpcBody, RPC_ERROR_HEADER, rpcSubject } from '@lieux/messaging';

export type StandInMetrics = Omit<PlatformMetrics, 'connectionId' | 'fresh' | 'measuredAt'>;

/**
 * The connections service as the scoring worker sees it: a real NATS responder of
 * `connections.metrics.pull` on the test's namespace, answering the metrics the test sets, recording
 * every request, and failing the requests the test asks it to fail.
 */
export class ConnectionsStandIn {
  readonly requests: string[][] = [];
  private readonly metrics = new Map<string, StandInMetrics[]>();
  private readonly failures = new Map<string, number>();
  private subscription?: Subscription;
  /** Each answer waits this long (a slow platform), so a test can stop a worker mid-run. */
  delayMs = 0;

  set(venueId: string, platforms: StandInMetrics[]): void {
    this.metrics.set(venueId, platforms);
  }

  /** The next `times` requests that name this venue fail (the service answers an error). */
  failNext(venueId: string, times = 1): void {
    this.failures.set(venueId, times);
  }

  /** The venues asked about, each time it was asked. */
  pullsOf(venueId: string): number {
    return this.requests.filter((venueIds) => venueIds.includes(venueId)).length;
  }

  start(nc: NatsConnection, subjectPrefix: string): void {
    this.subscription = nc.subscribe(rpcSubject(RPC.connectionsMetricsPull.subject, subjectPrefix), {
      callback: (error, msg) => {
        if (error) return;
        const request = decodeRpcBody<PullMetricsRequest>(msg.data);
        this.requests.push(request.venueIds);
        setTimeout(() => {
          const failing = request.venueIds.find((venueId) => (this.failures.get(venueId) ?? 0) > 0);
          if (failing) {
            this.failures.set(failing, (this.failures.get(failing) ?? 1) - 1);
            const headers = natsHeaders();
            headers.set(RPC_ERROR_HEADER, '1');
            msg.respond(encodeRpcBody({ code: 'service_unavailable' }), { headers });
            return;
          }
          const measuredAt = new Date().toISOString();
          const reply: PullMetricsReply = {
            venues: request.venueIds.map((venueId) => ({
              venueId,
              platforms: (this.metrics.get(venueId) ?? []).map((platform) => ({ ...platform, connectionId: `${venueId}-${platform.provider}`, measuredAt, fresh: true })),
            })),
          };
          msg.respond(encodeRpcBody(reply));
        }, this.delayMs);
      },
    });
  }

  stop(): void {
    this.subscription?.unsubscribe();
  }
}
