import type { VenueMetrics } from '@lieux/contracts';
import { ComputeScoresUseCase } from './compute-scores.usecase.js';
import type { BatchClaim, MetricsSource, ScoreBatch, ScoreStore, TrustMemory } from './score.ports.js';

const clock = { now: () => new Date('2026-11-22T02:00:00Z') };
const venueIds = Array.from({ length: 250 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

/** Answers Instagram for every venue whose number is even. */
class RecordingMetrics implements MetricsSource {
  readonly requests: string[][] = [];
  async pull(ids: readonly string[]): Promise<VenueMetrics[]> {
    this.requests.push([...ids]);
    return ids.map((venueId, i) => ({
      venueId,
      platforms: Number(venueId.slice(-3)) % 2 === 0 ? [{ provider: 'instagram', connectionId: `c${i}`, followers: 2_000, posts30d: 6, interactions30d: 500, rating: null, reviewCount: null, measuredAt: clock.now().toISOString(), fresh: true }] : [],
    }));
  }
}

class RecordingStore implements ScoreStore {
  readonly saved: Array<{ batch: ScoreBatch; claim?: BatchClaim }> = [];
  constructor(private readonly applies = true) {}
  async trustOf(): Promise<Map<string, TrustMemory>> {
    return new Map();
  }
  async save(batch: ScoreBatch, claim?: BatchClaim): Promise<boolean> {
    this.saved.push({ batch, claim });
    return this.applies;
  }
}

describe('computing a batch of venues', () => {
  it('asks the connections service about at most 100 venues at a time and stores every venue once, in one save', async () => {
    const metrics = new RecordingMetrics();
    const store = new RecordingStore();
    const computed = await new ComputeScoresUseCase(metrics, store, clock).execute(venueIds, 'run-1', { runId: 'run-1', batchNo: 3 });
    expect(metrics.requests.map((request) => request.length)).toEqual([100, 100, 50]);
    expect(metrics.requests.flat()).toEqual(venueIds);
    expect(computed).toBe(250);
    expect(store.saved).toHaveLength(1);
    const [{ batch, claim }] = store.saved;
    expect(claim).toEqual({ runId: 'run-1', batchNo: 3 });
    expect(batch).toMatchObject({ runId: 'run-1', day: '2026-11-22', computedAt: clock.now() });
    expect(batch.venues.map((venue) => venue.venueId)).toEqual(venueIds);
    expect(new Set(batch.venues.map((venue) => venue.computationId)).size).toBe(250);
    expect(batch.venues[0].score.state).toBe('scored');
    expect(batch.venues[1].score).toMatchObject({ state: 'not-scored', score: 0 });
  });

  it('counts nothing when the batch was stored already by an earlier attempt', async () => {
    expect(await new ComputeScoresUseCase(new RecordingMetrics(), new RecordingStore(false), clock).execute(venueIds.slice(0, 3), 'run-1', { runId: 'run-1', batchNo: 0 })).toBe(0);
  });
});
