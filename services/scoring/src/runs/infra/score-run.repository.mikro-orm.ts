import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ScoreRunRepository } from '../app/score-run.repository.js';
import type { ScoreRun } from '../domain/score-run.js';
import { ScoreRunEntity } from './score-run.entity.js';

/** Runs are written from the worker, outside any request: each save gets its own context. */
@Injectable()
export class MikroOrmScoreRunRepository implements ScoreRunRepository {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  async save(run: ScoreRun): Promise<void> {
    await this.orm.em.fork().upsert(ScoreRunEntity, { ...run });
  }
}
