/**
 * Natural batching of writes: the first item is written at once; items arriving while a write is in
 * flight wait and go together in the next one (up to `maxBatch`). At low load nothing waits; under load
 * one statement and one commit serve many callers, which is where PostgreSQL's time goes.
 *
 * Two items with the same key never share a batch (the later waits for the next), so a batch can be
 * one `insert … on conflict` and the order of one key's writes is the order they came in. When a batch
 * fails, its items are written one by one, so one bad item fails only its own caller.
 */
export interface WriteBatcherOptions<T, R> {
  /** Writes the items in one go; answers one result per item, in their order. */
  writeMany: (items: T[]) => Promise<R[]>;
  /** Items with the same key never share a batch. */
  keyOf: (item: T) => string;
  maxBatch?: number;
}

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export class WriteBatcher<T, R> {
  private readonly waiting: Waiting<T, R>[] = [];
  private writing = false;
  private readonly maxBatch: number;

  constructor(private readonly options: WriteBatcherOptions<T, R>) {
    this.maxBatch = options.maxBatch ?? 200;
  }

  write(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) await this.writeBatch(this.takeBatch());
    } finally {
      this.writing = false;
    }
  }

  /** The oldest waiting items with distinct keys, in arrival order; the others keep their place. */
  private takeBatch(): Waiting<T, R>[] {
    const batch: Waiting<T, R>[] = [];
    const keys = new Set<string>();
    for (let index = 0; index < this.waiting.length && batch.length < this.maxBatch; ) {
      const key = this.options.keyOf(this.waiting[index].item);
      if (keys.has(key)) {
        index += 1;
        continue;
      }
      keys.add(key);
      batch.push(...this.waiting.splice(index, 1));
    }
    return batch;
  }

  private async writeBatch(batch: Waiting<T, R>[]): Promise<void> {
    try {
      const results = await this.options.writeMany(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) throw new Error(`writeMany answered ${results.length} results for ${batch.length} items`);
      batch.forEach((waiting, index) => waiting.resolve(results[index]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const waiting of batch) {
        try {
          const [result] = await this.options.writeMany([waiting.item]);
          waiting.resolve(result);
        } catch (alone) {
          waiting.reject(alone);
        }
      }
    }
  }
}
