import { jest } from '@jest/globals';
import { ConcurrencyLimit } from './concurrency-limit.js';

describe('ConcurrencyLimit pace', () => {
  afterEach(() => jest.useRealTimers());

  it('starts calls at least minIntervalMs apart, whatever the concurrency', async () => {
    // The clock and timers are Jest's: the slots are checked exactly, not a loaded machine's timer lag.
    jest.useFakeTimers({ now: 1_000_000 });
    const limit = new ConcurrencyLimit(8, 40);
    const starts: number[] = [];
    const all = Promise.all(Array.from({ length: 5 }, () => limit.run(async () => void starts.push(Date.now()))));
    await jest.advanceTimersByTimeAsync(40 * 4);
    await all;
    expect(starts.map((start) => start - 1_000_000)).toEqual([0, 40, 80, 120, 160]);
  });

  it('does not pace without an interval: the calls start together', async () => {
    // Jest's clock, never advanced: all five at one instant means none waited for a timer, however loaded the machine.
    jest.useFakeTimers({ now: 1_000_000 });
    const limit = new ConcurrencyLimit(8);
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 5 }, () => limit.run(async () => void starts.push(Date.now()))));
    expect(starts).toEqual(Array<number>(5).fill(1_000_000));
  });
});
