import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ComputeScoresUseCase } from '../../score/app/compute-scores.usecase.js';
import { failRun, startRun, succeedRun, type ScoreRun } from '../domain/score-run.js';
import { CLOCK, SCORE_RUN_REPOSITORY, type Clock, type ScoreRunRepository } from './score-run.repository.js';

export interface RecomputeVenueCommand {
  jobId: string;
  venueId: string;
}

/**
 * One venue recomputed after a connection change, its run left in the history, succeeded or failed
 * (a failed attempt is retried by BullMQ and stays in the history as failed).
 */
@Injectable()
export class RecomputeVenueUseCase {
  constructor(
    @Inject(SCORE_RUN_REPOSITORY) private readonly runs: ScoreRunRepository,
    @Inject(ComputeScoresUseCase) private readonly compute: Pick<ComputeScoresUseCase, 'execute'>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RecomputeVenueCommand): Promise<ScoreRun> {
    const run = startRun({ id: randomUUID(), kind: 'venue', ...command }, this.clock.now());
    await this.runs.save(run);
    try {
      const computed = await this.compute.execute([command.venueId], run.id);
      const done = succeedRun(run, computed, this.clock.now());
      await this.runs.save(done);
      return done;
    } catch (error) {
      await this.runs.save(failRun(run, error instanceof Error ? error.message : String(error), this.clock.now()));
      throw error;
    }
  }
}
