import { Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type ScoreRunKind = 'daily' | 'venue';
export type ScoreRunStatus = 'running' | 'succeeded' | 'failed';

/** One execution of a score job: the history every recomputation leaves behind. */
@Entity({ tableName: 'score_runs' })
export class ScoreRunEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Enum({ items: ['daily', 'venue'], type: 'text' })
  kind!: ScoreRunKind;

  /** The BullMQ job that ran it. */
  @Property({ type: 'text' })
  jobId!: string;

  @Property({ type: 'uuid', nullable: true })
  venueId?: string | null;

  @Enum({ items: ['running', 'succeeded', 'failed'], type: 'text' })
  status!: ScoreRunStatus;

  @Property({ type: 'integer' })
  venuesComputed = 0;

  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'timestamptz' })
  startedAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt?: Date | null;
}
