import { InMemoryScoreRunRepository } from '../test/in-memory-score-run.repository.js';
import type { Clock } from './score-run.repository.js';
import { RunScoreJobUseCase } from './run-score-job.usecase.js';

/** A clock that moves one second at each reading. */
function steppingClock(start: string): Clock {
  let next = new Date(start).getTime();
  return { now: () => new Date((next += 1000) - 1000) };
}

describe('running a score job', () => {
  it('records the run as running first, then as succeeded with its times', async () => {
    const runs = new InMemoryScoreRunRepository();
    const run = await new RunScoreJobUseCase(runs, steppingClock('2026-11-21T02:00:00Z')).execute({ jobId: '7', kind: 'daily' });
    expect(runs.saves.map((saved) => saved.status)).toEqual(['running', 'succeeded']);
    expect(runs.runs.get(run.id)).toMatchObject({
      jobId: '7',
      kind: 'daily',
      status: 'succeeded',
      venuesComputed: 0,
      startedAt: new Date('2026-11-21T02:00:00Z'),
      finishedAt: new Date('2026-11-21T02:00:01Z'),
    });
  });

  it('keeps the venue of a one-venue run', async () => {
    const runs = new InMemoryScoreRunRepository();
    const run = await new RunScoreJobUseCase(runs, steppingClock('2026-11-21T10:00:00Z')).execute({
      jobId: 'v-1',
      kind: 'venue',
      venueId: '0b6c3f0e-1f7e-4b7a-9a43-2f1d1c9e8a11',
    });
    expect(run.venueId).toBe('0b6c3f0e-1f7e-4b7a-9a43-2f1d1c9e8a11');
  });

  it('leaves a failed attempt in the history and lets the job be retried', async () => {
    const runs = new InMemoryScoreRunRepository();
    const useCase = new RunScoreJobUseCase(runs, steppingClock('2026-11-21T02:00:00Z'));
    const original = runs.save.bind(runs);
    let calls = 0;
    runs.save = async (run) => {
      calls += 1;
      if (calls === 2) throw new Error('connection lost');
      return original(run);
    };
    await expect(useCase.execute({ jobId: '8', kind: 'daily' })).rejects.toThrow('connection lost');
    expect(runs.saves.map((saved) => saved.status)).toEqual(['running', 'failed']);
    expect(runs.saves[1].error).toBe('connection lost');
  });
});
