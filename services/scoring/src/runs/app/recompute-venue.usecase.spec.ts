import { InMemoryScoreRunRepository } from '../test/in-memory-score-run.repository.js';
import type { Clock } from './score-run.repository.js';
import { RecomputeVenueUseCase } from './recompute-venue.usecase.js';

/** A clock that moves one second at each reading. */
function steppingClock(start: string): Clock {
  let next = new Date(start).getTime();
  return { now: () => new Date((next += 1000) - 1000) };
}

const venueId = '0b6c3f0e-1f7e-4b7a-9a43-2f1d1c9e8a11';

describe('recomputing one venue', () => {
  it('records the run as running first, then as succeeded with the venue computed under that run', async () => {
    const runs = new InMemoryScoreRunRepository();
    const computed: Array<{ venueIds: readonly string[]; runId: string }> = [];
    const compute = { execute: async (venueIds: readonly string[], runId: string) => (computed.push({ venueIds, runId }), venueIds.length) };
    const run = await new RecomputeVenueUseCase(runs, compute, steppingClock('2026-11-21T10:00:00Z')).execute({ jobId: '7', venueId });
    expect(runs.saves.map((saved) => saved.status)).toEqual(['running', 'succeeded']);
    expect(computed).toEqual([{ venueIds: [venueId], runId: run.id }]);
    expect(runs.runs.get(run.id)).toMatchObject({
      jobId: '7',
      kind: 'venue',
      venueId,
      status: 'succeeded',
      venuesComputed: 1,
      startedAt: new Date('2026-11-21T10:00:00Z'),
      finishedAt: new Date('2026-11-21T10:00:01Z'),
    });
  });

  it('leaves a failed attempt in the history and lets the job be retried', async () => {
    const runs = new InMemoryScoreRunRepository();
    const compute = {
      execute: async (): Promise<number> => {
        throw new Error('connections: service_unavailable');
      },
    };
    const useCase = new RecomputeVenueUseCase(runs, compute, steppingClock('2026-11-21T02:00:00Z'));
    await expect(useCase.execute({ jobId: '8', venueId })).rejects.toThrow('service_unavailable');
    expect(runs.saves.map((saved) => saved.status)).toEqual(['running', 'failed']);
    expect(runs.saves[1].error).toBe('connections: service_unavailable');
  });
});
