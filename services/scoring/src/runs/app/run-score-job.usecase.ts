import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { failRun, startRun, succeedRun, type ScoreRun, type ScoreRunKind } from '../domain/score-run.js';
import { CLOCK, SCORE_RUN_REPOSITORY, type Clock, type ScoreRunRepository } from './score-run.repository.js';

export interface ScoreJobCommand {
  jobId: string;
  kind: ScoreRunKind;
  venueId?: string;
}

/**
 * Executes one score job and leaves its run in the history, succeeded or failed. The formula and
 * the venues' metrics arrive with the scoring issue (docs/scoring.md); until then a run records
 * that it ran and that it recomputed no venue.
 */
@Injectable()
export class RunScoreJobUseCase {
  constructor(
    @Inject(SCORE_RUN_REPOSITORY) private readonly runs: ScoreRunRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: ScoreJobCommand): Promise<ScoreRun> {
    const run = startRun({ id: randomUUID(), ...command }, this.clock.now());
    await this.runs.save(run);
    try {
      const done = succeedRun(run, 0, this.clock.now());
      await this.runs.save(done);
      return done;
    } catch (error) {
      // The job will be retried by BullMQ; this attempt stays in the history as failed.
      await this.runs.save(failRun(run, error instanceof Error ? error.message : String(error), this.clock.now()));
      throw error;
    }
  }
}
