import { metricsPortOf, PROCESSES, processNamed } from '@lieux/platform';
import { scrapeMetrics, type Scrape } from '@lieux/testing';
import { confirmEmailOf, e2eSetting, queryE2eDatabase } from '@lieux/testing/e2e';
import { call, signUp } from './auth-http.e2e-helpers.js';

// The whole stack scraped as an operator would (docs/metrics.md): every process's /metrics, then what
// one vote changes in the gateway's, the votes service's and the venues service's.

/** The stack's ports are the manifest's shifted by one offset: the gateway's public port says which. */
function metricsUrl(name: string): string {
  const offset = Number(new URL(e2eSetting('E2E_BASE_URL')).port) - processNamed('gateway').port;
  return `http://127.0.0.1:${metricsPortOf(processNamed(name)) + offset}/metrics`;
}

const scrape = (name: string) => scrapeMetrics(metricsUrl(name));

async function scrapeUntil(name: string, ready: (scrape: Scrape) => boolean, timeoutMs = 30_000): Promise<Scrape> {
  const started = Date.now();
  let last = await scrape(name);
  while (!ready(last)) {
    if (Date.now() - started > timeoutMs) throw new Error(`${name}'s /metrics never showed what was expected:\n${last.text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await scrape(name);
  }
  return last;
}

describe('/metrics of the running platform', () => {
  it.each(PROCESSES.map((process) => [process.name]))('%s serves its runtime metrics and says which service it is', async (name) => {
    const scraped = await scrape(name);
    expect(scraped.value('lieux_build_info', { service: name })).toBe(1);
    expect(scraped.value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(scraped.value('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('shows one vote at the gateway, in the votes service and its outbox, and applied by the venues service', async () => {
    const [venue] = await queryE2eDatabase<{ id: string }>(`select id from venues.venues where status = 'approved' order by slug offset 7 limit 1`);
    const { account, session } = await signUp();
    // Its address confirmed: only such a vote is applied by the venues service (issue 30 §9).
    await confirmEmailOf(account.email);
    const route = { method: 'POST', route: '/api/places/:id/vote', status: '200' };
    const cast = { subject: 'votes.votes.cast', outcome: 'ok' };
    const applied = { service: 'venues', subject: 'vote.cast' };
    const [gateway, votes, venues] = await Promise.all(['gateway', 'votes', 'venues'].map(scrape));

    const answer = await call('POST', `/api/places/${venue.id}/vote`, { session, body: { value: 1 } });
    expect(answer.status).toBe(200);

    const gatewayAfter = await scrape('gateway');
    expect(gatewayAfter.value('lieux_http_request_duration_seconds_count', route)).toBe((gateway.value('lieux_http_request_duration_seconds_count', route) ?? 0) + 1);
    expect(gatewayAfter.text).not.toContain(venue.id);
    expect(gatewayAfter.value('lieux_rpc_client_duration_seconds_count', cast)).toBe((gateway.value('lieux_rpc_client_duration_seconds_count', cast) ?? 0) + 1);
    const votesAfter = await scrapeUntil('votes', (s) => s.value('lieux_outbox_backlog', { service: 'votes' }) === 0);
    expect(votesAfter.value('lieux_rpc_server_duration_seconds_count', cast)).toBe((votes.value('lieux_rpc_server_duration_seconds_count', cast) ?? 0) + 1);
    expect(votesAfter.value('lieux_outbox_oldest_age_seconds', { service: 'votes' })).toBe(0);
    const before = venues.value('lieux_events_applied_total', applied) ?? 0;
    await scrapeUntil('venues', (s) => (s.value('lieux_events_applied_total', applied) ?? 0) >= before + 1);
  });

  it('keeps /metrics off the gateway’s public port', async () => {
    const answer = await fetch(`${e2eSetting('E2E_BASE_URL')}/metrics`);
    expect(await answer.text()).not.toContain('lieux_http_request_duration_seconds');
  });

  it('shows the scoring worker’s queue and the age of its oldest score', async () => {
    const worker = await scrape('scoring-worker');
    for (const state of ['waiting', 'active', 'failed']) expect(worker.value('lieux_queue_jobs', { queue: 'scores', state })).toEqual(expect.any(Number));
    // The next daily recompute waits in the queue as a delayed job.
    expect(worker.value('lieux_queue_jobs', { queue: 'scores', state: 'delayed' })).toBeGreaterThanOrEqual(1);
    // The demo data's venues were scored at start-up: the oldest score is there, and recent.
    expect(worker.value('lieux_score_oldest_age_seconds', { service: 'scoring' })).toBeLessThan(86_400);
  });
});
