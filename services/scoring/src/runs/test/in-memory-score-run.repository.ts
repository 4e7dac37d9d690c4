import type { ScoreRunRepository } from '../app/score-run.repository.js';
import type { ScoreRun } from '../domain/score-run.js';

/** The run history without a database, for the use cases' unit tests. */
export class InMemoryScoreRunRepository implements ScoreRunRepository {
  readonly runs = new Map<string, ScoreRun>();
  /** Every state saved, in order. */
  readonly saves: ScoreRun[] = [];

  async save(run: ScoreRun): Promise<void> {
    this.saves.push({ ...run });
    this.runs.set(run.id, { ...run });
  }
}
