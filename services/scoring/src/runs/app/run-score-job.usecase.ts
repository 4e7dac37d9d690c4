import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ScoreRunEntity, type ScoreRunKind } from '../infra/score-run.entity.js';

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
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  async execute(command: ScoreJobCommand): Promise<ScoreRunEntity> {
    const em = this.orm.em.fork();
    const run = em.create(ScoreRunEntity, {
      id: randomUUID(),
      kind: command.kind,
      jobId: command.jobId,
      venueId: command.venueId ?? null,
      status: 'running',
      venuesComputed: 0,
      startedAt: new Date(),
    });
    await em.flush();
    run.status = 'succeeded';
    run.finishedAt = new Date();
    await em.flush();
    return run;
  }
}
