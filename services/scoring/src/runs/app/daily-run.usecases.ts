import { Inject, Injectable } from '@nestjs/common';
import { ComputeScoresUseCase } from '../../score/app/compute-scores.usecase.js';
import { DAILY_RUN_REPOSITORY, type DailyRunRepository, type DailyRunStart } from './daily-run.repository.js';
import { CLOCK, type Clock } from './score-run.repository.js';

/**
 * The daily recompute, split so that a worker killed in the middle resumes where it stopped: the run
 * and its batches are stored first (found again if the job runs again), then each batch is computed
 * and marked done in the transaction that stores its scores, so a batch run twice computes once.
 */
@Injectable()
export class DailyRunUseCases {
  constructor(
    @Inject(DAILY_RUN_REPOSITORY) private readonly runs: DailyRunRepository,
    @Inject(ComputeScoresUseCase) private readonly compute: Pick<ComputeScoresUseCase, 'execute'>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  start(jobKey: string, batchSize: number): Promise<DailyRunStart> {
    return this.runs.start(jobKey, batchSize, this.clock.now());
  }

  /** The venues computed by this batch job: 0 when the batch was done already. */
  async runBatch(runId: string, batchNo: number): Promise<number> {
    const batch = await this.runs.batch(runId, batchNo);
    if (!batch || batch.done) return 0;
    return this.compute.execute(batch.venueIds, runId, { runId, batchNo });
  }

  failBatch(runId: string, batchNo: number, error: string): Promise<void> {
    return this.runs.failBatch(runId, batchNo, error, this.clock.now());
  }
}
