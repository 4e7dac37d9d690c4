import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode } from 'bullmq';
import type { Logger } from 'pino';
import { DAILY_RECOMPUTE_SCHEDULER, RECOMPUTE_ALL_JOB, type ScoresQueue } from './scores.queue.js';

export interface DailySchedule {
  cron: string;
  tz: string;
}

/** BullMQ's answer when the slot it computed already holds a job it cannot replace (one that has run or is running). */
function isSlotTaken(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === ErrorCode.SchedulerJobIdCollision || code === ErrorCode.SchedulerJobSlotsBusy;
}

/**
 * Registers the daily recompute, as every worker replica does at start-up (idempotent: one scheduler
 * id). BullMQ computes the next slot before its script runs; when a tick falls in between and another
 * replica's worker has already taken that slot's job, the script refuses the slot (`job ID already
 * exists`). The schedule is there, the slot is simply past: asking again computes the next one.
 */
export async function registerDailySchedule(
  queue: Pick<ScoresQueue, 'upsertJobScheduler'>,
  schedule: DailySchedule,
  logger: Pick<Logger, 'warn'>,
  retry: { attempts: number; pauseMs: number } = { attempts: 5, pauseMs: 1000 },
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await queue.upsertJobScheduler(DAILY_RECOMPUTE_SCHEDULER, { pattern: schedule.cron, tz: schedule.tz }, { name: RECOMPUTE_ALL_JOB, data: { reason: 'daily' } });
      return;
    } catch (error) {
      if (!isSlotTaken(error) || attempt >= retry.attempts) throw error;
      logger.warn({ attempt, cron: schedule.cron, error: (error as Error).message }, 'daily recompute slot taken as it was being scheduled, asking again');
      await sleep(retry.pauseMs);
    }
  }
}
