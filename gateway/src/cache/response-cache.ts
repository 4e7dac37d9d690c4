export interface CachedResponse {
  body: string | Buffer;
  contentType: string;
  etag: string;
  /** Headers sent with the body (the next page's cursor). */
  headers?: Readonly<Record<string, string>>;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  response: CachedResponse;
  tag: string;
  expiresAt: number;
}

/**
 * Serialized answers of public reads, by key, each tagged with the event prefix that invalidates it.
 * Bounded: past `maxEntries` the oldest entry goes. A store started before an invalidation of its
 * tag is refused (`generation`), so an answer read before a change is never kept after it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.response;
  }

  /** Read before producing an answer, handed back to `set`. */
  generation(tag: string): number {
    return this.generations.get(tag) ?? 0;
  }

  set(key: string, tag: string, generation: number, response: CachedResponse): void {
    if (generation !== this.generation(tag)) return;
    this.entries.delete(key);
    this.entries.set(key, { response, tag, expiresAt: this.now() + this.options.ttlMs });
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Drops every answer tagged `tag`, and the ones being produced. */
  invalidate(tag: string): void {
    this.generations.set(tag, this.generation(tag) + 1);
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
  }
}
