/** A daily run as the worker drives it: its venues split into numbered batches, stored with the run. */
export interface DailyRunStart {
  runId: string;
  batches: number;
  venuesTotal: number;
}

export interface RunBatch {
  venueIds: string[];
  done: boolean;
}

export interface DailyRunRepository {
  /**
   * The run of the job `jobKey`: made the first time (every venue scoring knows — with a connection or
   * a score — split into batches of `batchSize`, in venue id order), found again when the job runs again.
   */
  start(jobKey: string, batchSize: number, now: Date): Promise<DailyRunStart>;
  batch(runId: string, batchNo: number): Promise<RunBatch | null>;
  /** A batch that exhausted its attempts: counted as failed in its run, which ends when every batch has. */
  failBatch(runId: string, batchNo: number, error: string, now: Date): Promise<void>;
}

export const DAILY_RUN_REPOSITORY = Symbol('DailyRunRepository');
