import { WriteBatcher } from './write-batcher.js';

/** A store whose writes take a turn of the event loop, recording each batch it was given. */
function slowStore(fail: (item: { key: string; n: number }) => boolean = () => false) {
  const batches: { key: string; n: number }[][] = [];
  const writeMany = async (items: { key: string; n: number }[]) => {
    batches.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (items.some(fail)) throw new Error(`refused ${items.filter(fail).map((item) => item.n).join(',')}`);
    return items.map((item) => item.n * 10);
  };
  return { batches, writeMany };
}

describe('WriteBatcher', () => {
  it('writes a lone item at once, and what arrives during a write together in the next one', async () => {
    const store = slowStore();
    const batcher = new WriteBatcher({ writeMany: store.writeMany, keyOf: (item) => item.key });
    const results = await Promise.all(Array.from({ length: 50 }, (_, n) => batcher.write({ key: `k${n}`, n })));
    expect(results).toEqual(Array.from({ length: 50 }, (_, n) => n * 10));
    expect(store.batches.map((batch) => batch.length)).toEqual([1, 49]);
  });

  it('never puts two items of one key in a batch, and keeps their order', async () => {
    const store = slowStore();
    const batcher = new WriteBatcher({ writeMany: store.writeMany, keyOf: (item) => item.key });
    await Promise.all([0, 1, 2, 3, 4].map((n) => batcher.write({ key: n % 2 === 0 ? 'same' : `other${n}`, n })));
    for (const batch of store.batches) expect(new Set(batch.map((item) => item.key)).size).toBe(batch.length);
    const sameOrder = store.batches.flat().filter((item) => item.key === 'same').map((item) => item.n);
    expect(sameOrder).toEqual([0, 2, 4]);
  });

  it('caps a batch at maxBatch', async () => {
    const store = slowStore();
    const batcher = new WriteBatcher({ writeMany: store.writeMany, keyOf: (item) => item.key, maxBatch: 10 });
    await Promise.all(Array.from({ length: 31 }, (_, n) => batcher.write({ key: `k${n}`, n })));
    expect(Math.max(...store.batches.map((batch) => batch.length))).toBe(10);
    expect(store.batches.flat()).toHaveLength(31);
  });

  it('fails only the bad item of a failed batch: the others are written one by one', async () => {
    const store = slowStore((item) => item.n === 7);
    const batcher = new WriteBatcher({ writeMany: store.writeMany, keyOf: (item) => item.key });
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => batcher.write({ key: `k${n}`, n })));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(outcomes[8]).toEqual({ status: 'fulfilled', value: 80 });
  });

  it('goes on after a failure: the next write is taken', async () => {
    const store = slowStore((item) => item.n === 1);
    const batcher = new WriteBatcher({ writeMany: store.writeMany, keyOf: (item) => item.key });
    await expect(batcher.write({ key: 'a', n: 1 })).rejects.toThrow('refused 1');
    await expect(batcher.write({ key: 'a', n: 2 })).resolves.toBe(20);
  });
});
