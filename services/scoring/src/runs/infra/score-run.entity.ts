import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ScoreRun, ScoreRunKind, ScoreRunStatus } from '../domain/score-run.js';

/** The `score_runs` table: one row per run (domain/score-run.ts). */
@Entity({ tableName: 'score_runs' })
export class ScoreRunEntity implements ScoreRun {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Enum({ items: ['daily', 'venue'], type: 'text' })
  kind!: ScoreRunKind;

  /** The BullMQ job that ran it. */
  @Property({ type: 'text' })
  jobId!: string;

  @Property({ type: 'uuid', nullable: true })
  venueId: string | null = null;

  @Enum({ items: ['running', 'succeeded', 'failed'], type: 'text' })
  status!: ScoreRunStatus;

  @Property({ type: 'integer' })
  venuesComputed = 0;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'timestamptz' })
  startedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;
}
