import { ErrorCode } from 'bullmq';
import { registerDailySchedule } from './daily-schedule.js';

/** What BullMQ throws when the slot it computed was taken meanwhile (its finished-errors.js). */
function slotTaken(): Error {
  return Object.assign(new Error('Cannot create job scheduler iteration - job ID already exists. addJobScheduler'), { code: ErrorCode.SchedulerJobIdCollision });
}

/** A queue whose upsertJobScheduler answers each call with the next outcome. */
function queueAnswering(...outcomes: Array<Error | 'ok'>) {
  const calls: unknown[][] = [];
  return {
    calls,
    upsertJobScheduler: async (...args: unknown[]) => {
      calls.push(args);
      const outcome = outcomes[calls.length - 1] ?? 'ok';
      if (outcome !== 'ok') throw outcome;
      return undefined as never;
    },
  };
}

const schedule = { cron: '0 0 3 * * *', tz: 'Africa/Casablanca' };
const quick = { attempts: 3, pauseMs: 1 };

describe('the daily recompute schedule, registered by every worker at start-up', () => {
  it('registers the cron in its time zone under the one scheduler id', async () => {
    const queue = queueAnswering('ok');
    await registerDailySchedule(queue, schedule, { warn: () => undefined }, quick);
    expect(queue.calls).toEqual([['daily-recompute', { pattern: '0 0 3 * * *', tz: 'Africa/Casablanca' }, { name: 'recompute-all', data: { reason: 'daily' } }]]);
  });

  it('asks again when a tick took the slot while it was being scheduled, and says so once', async () => {
    const queue = queueAnswering(slotTaken(), 'ok');
    const warnings: string[] = [];
    await registerDailySchedule(queue, schedule, { warn: (_fields: unknown, message?: string) => void warnings.push(String(message)) } as never, quick);
    expect(queue.calls).toHaveLength(2);
    expect(warnings).toEqual(['daily recompute slot taken as it was being scheduled, asking again']);
  });

  it('gives up after its attempts, and never retries another failure', async () => {
    await expect(registerDailySchedule(queueAnswering(slotTaken(), slotTaken(), slotTaken()), schedule, { warn: () => undefined }, quick)).rejects.toThrow(/job ID already exists/);
    const down = queueAnswering(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    await expect(registerDailySchedule(down, schedule, { warn: () => undefined }, quick)).rejects.toThrow(/ECONNREFUSED/);
    expect(down.calls).toHaveLength(1);
  });
});
