import { ConcurrencyLimit } from './concurrency-limit.js';

describe('ConcurrencyLimit pace', () => {
  it('starts calls at least minIntervalMs apart, whatever the concurrency', async () => {
    const limit = new ConcurrencyLimit(8, 40);
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 5 }, () => limit.run(async () => void starts.push(performance.now()))));
    const gaps = starts.slice(1).map((start, index) => start - starts[index]);
    // Timers may fire a millisecond early; the slots themselves are 40 ms apart.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(38);
    expect(starts.at(-1)! - starts[0]).toBeLessThan(40 * 4 + 100);
  });

  it('does not pace without an interval: the calls start together', async () => {
    const limit = new ConcurrencyLimit(8);
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 5 }, () => limit.run(async () => void starts.push(performance.now()))));
    expect(starts.at(-1)! - starts[0]).toBeLessThan(20);
  });
});
