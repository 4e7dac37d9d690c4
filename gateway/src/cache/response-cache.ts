export interface CachedResponse {
  body: string | Buffer;
  contentType: string;
  etag: string;
  /** Headers sent with the body (the next page's cursor). */
  headers?: Readonly<Record<string, string>>;
}

export interface ResponseCacheOptions {
  /** How long a page (an answer about one venue, or with no venue) lives when no event drops it first. */
  ttlMs: number;
  maxEntries: number;
  /** A list is fresh this long after it was read… */
  listFreshMs?: number;
  /** …then served at most this long more while it is read again in the background (stale-while-revalidate). */
  listStaleMs?: number;
  now?: () => number;
}

/** The venues an answer shows, as the cache needs them to keep it true. */
export interface VenueRefs {
  /** The venues the answer is about (a venue page, its score): any change of one of them drops it. */
  about?: readonly string[];
  /** The venues it lists (a feed page, a search, a page's similar venues): see `VenueChange`. */
  listed?: readonly string[];
}

/**
 * What an event changed of a venue. `counts`: its vote count or its score — the answers about it are
 * dropped, the lists that show it turn stale and are read again in the background. `content`: what
 * it is or whether it is public (edited, moderated, unpublished, deleted, photos, accounts) — every
 * answer that shows it is dropped at once.
 */
export type VenueChange = 'counts' | 'content';

/**
 * `page`: kept for `ttlMs`. `list`: fresh for `listFreshMs`, then stale (served while read again) for
 * `listStaleMs`, so a venue that enters a list it was not in shows within their sum.
 */
export type Freshness = 'page' | 'list';

export interface StoreOptions {
  venues?: VenueRefs;
  freshness?: Freshness;
  /** When the answer's reading began (its age counts from there): default now. */
  readAt?: number;
}

export interface CacheLookup {
  response: CachedResponse;
  /** The answer is older than it should be: serve it, but it is being read again. */
  stale: boolean;
  /** This caller is the one to read it again (one refresh per stale answer at a time). */
  refresh: boolean;
}

interface Entry {
  response: CachedResponse;
  tag: string;
  about: readonly string[];
  listed: readonly string[];
  /** Past this, a list is stale and a page is gone. */
  freshUntil: number;
  /** Set when an event made the answer stale (a listed venue's counts), or once a list's freshness ran out. */
  staleSince: number | undefined;
  swrOnAge: boolean;
  refreshing: boolean;
}

interface Change {
  sequence: number;
  change: VenueChange;
  at: number;
}

/** The last changes remembered per venue, for the answers being read while they happen. */
const REMEMBERED_CHANGES = 50_000;

/**
 * Serialized answers of public reads, by key, each tagged with its route and the venues it shows.
 * A venue's event drops or stales only the answers that show it (`venueChanged`); a route's event
 * drops all of the route's (`invalidate`). Bounded: past `maxEntries` the oldest entry goes.
 *
 * Races: `generation()` is read before producing an answer and handed back to `set`; an answer whose
 * reading began before an invalidation of its route, or before a change of a venue it is about, is
 * refused; one that lists a venue whose counts changed meanwhile is kept, but stale.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Which keys show a venue (about or listed). */
  private readonly keysByVenue = new Map<string, Set<string>>();
  private readonly tagInvalidatedAt = new Map<string, number>();
  private readonly changes = new Map<string, Change>();
  /** Changes older than the remembered ones went up to this sequence: reads begun before it are refused. */
  private forgottenUpTo = 0;
  private sequence = 0;
  /** The cache's clock (injected in tests): when a read begins, for `StoreOptions.readAt`. */
  readonly now: () => number;
  private readonly listFreshMs: number;
  private readonly listStaleMs: number;

  constructor(private readonly options: ResponseCacheOptions) {
    this.now = options.now ?? Date.now;
    this.listFreshMs = options.listFreshMs ?? 5_000;
    this.listStaleMs = options.listStaleMs ?? 5_000;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The most an answer of a list can lag behind a change (fresh, then stale while read again). */
  get listStalenessBoundMs(): number {
    return this.listFreshMs + this.listStaleMs;
  }

  /** A fresh answer, or a stale one still within its bound; `refresh` says whether to read it again. */
  lookup(key: string): CacheLookup | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.staleSince === undefined && now < entry.freshUntil) return { response: entry.response, stale: false, refresh: false };
    const staleSince = Math.min(entry.staleSince ?? entry.freshUntil, entry.freshUntil);
    const servableUntil = staleSince + (entry.staleSince !== undefined || entry.swrOnAge ? this.listStaleMs : 0);
    if (now >= servableUntil) {
      this.delete(key);
      return undefined;
    }
    const refresh = !entry.refreshing;
    entry.refreshing = true;
    return { response: entry.response, stale: true, refresh };
  }

  get(key: string): CachedResponse | undefined {
    return this.lookup(key)?.response;
  }

  /** Read before producing an answer, handed back to `set`. */
  generation(): number {
    return this.sequence;
  }

  set(key: string, tag: string, generation: number, response: CachedResponse, options: StoreOptions = {}): void {
    if (generation < this.forgottenUpTo || (this.tagInvalidatedAt.get(tag) ?? 0) > generation) return;
    const about = options.venues?.about ?? [];
    const listed = options.venues?.listed ?? [];
    let staleSince: number | undefined;
    for (const venueId of about) if ((this.changes.get(venueId)?.sequence ?? 0) > generation) return;
    for (const venueId of listed) {
      const change = this.changes.get(venueId);
      if (!change || change.sequence <= generation) continue;
      if (change.change === 'content') return;
      staleSince = Math.min(staleSince ?? change.at, change.at);
    }
    const list = options.freshness === 'list';
    const readAt = options.readAt ?? this.now();
    this.delete(key);
    this.entries.set(key, { response, tag, about, listed, freshUntil: readAt + (list ? this.listFreshMs : this.options.ttlMs), staleSince, swrOnAge: list, refreshing: false });
    for (const venueId of [...about, ...listed]) {
      const keys = this.keysByVenue.get(venueId);
      if (keys) keys.add(key);
      else this.keysByVenue.set(venueId, new Set([key]));
    }
    if (this.entries.size > this.options.maxEntries) this.delete(this.entries.keys().next().value as string);
  }

  /** Drops one answer (a refresh that did not answer 200). */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const venueId of [...entry.about, ...entry.listed]) {
      const keys = this.keysByVenue.get(venueId);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByVenue.delete(venueId);
    }
  }

  /** Drops every answer tagged `tag`, and the ones being produced. */
  invalidate(tag: string): void {
    this.sequence += 1;
    this.tagInvalidatedAt.set(tag, this.sequence);
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.delete(key);
  }

  /** A venue changed: the answers about it go; the lists that show it go or turn stale (`VenueChange`). */
  venueChanged(venueId: string, change: VenueChange): void {
    this.sequence += 1;
    const at = this.now();
    this.changes.delete(venueId);
    this.changes.set(venueId, { sequence: this.sequence, change, at });
    if (this.changes.size > REMEMBERED_CHANGES) {
      const [oldest, forgotten] = this.changes.entries().next().value as [string, Change];
      this.changes.delete(oldest);
      this.forgottenUpTo = forgotten.sequence;
    }
    for (const key of this.keysByVenue.get(venueId) ?? []) {
      const entry = this.entries.get(key) as Entry;
      if (change === 'content' || entry.about.includes(venueId)) this.delete(key);
      else entry.staleSince = Math.min(entry.staleSince ?? at, at);
    }
  }
}
