/** Why a run happened: the whole catalogue (daily) or one venue (its connections changed). */
export type ScoreRunKind = 'daily' | 'venue';
export type ScoreRunStatus = 'running' | 'succeeded' | 'failed';

/** One execution of a score job: the history every recomputation leaves behind. */
export interface ScoreRun {
  id: string;
  kind: ScoreRunKind;
  /** The BullMQ job that ran it. */
  jobId: string;
  venueId: string | null;
  status: ScoreRunStatus;
  venuesComputed: number;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

export interface StartRunInput {
  id: string;
  kind: ScoreRunKind;
  jobId: string;
  venueId?: string;
}

export function startRun(input: StartRunInput, now: Date): ScoreRun {
  if (input.kind === 'venue' && !input.venueId) throw new Error('a venue run names its venue');
  return {
    id: input.id,
    kind: input.kind,
    jobId: input.jobId,
    venueId: input.venueId ?? null,
    status: 'running',
    venuesComputed: 0,
    error: null,
    startedAt: now,
    finishedAt: null,
  };
}

export function succeedRun(run: ScoreRun, venuesComputed: number, now: Date): ScoreRun {
  assertRunning(run);
  if (!Number.isInteger(venuesComputed) || venuesComputed < 0) throw new Error(`invalid venue count: ${venuesComputed}`);
  return { ...run, status: 'succeeded', venuesComputed, finishedAt: laterOf(run.startedAt, now) };
}

export function failRun(run: ScoreRun, error: string, now: Date): ScoreRun {
  assertRunning(run);
  return { ...run, status: 'failed', error, finishedAt: laterOf(run.startedAt, now) };
}

function assertRunning(run: ScoreRun): void {
  if (run.status !== 'running') throw new Error(`score run ${run.id} is already ${run.status}`);
}

/** A clock stepped back (NTP) must not give a run that ends before it started. */
function laterOf(startedAt: Date, now: Date): Date {
  return now.getTime() < startedAt.getTime() ? startedAt : now;
}
