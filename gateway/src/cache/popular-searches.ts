import { POPULAR_SEARCH_TEXTS, RECENTLY_ADDED_COUNT, TRENDING_TAG_TEXTS } from '@lieux/contracts';

export interface PopularSearchesOptions {
  /** A search asked this many times within the window (and the one before) is popular. */
  threshold: number;
  windowMs: number;
  /** At most this many searches counted per window: a flood of distinct searches cannot grow memory. */
  maxTracked: number;
  now?: () => number;
}

const normalise = (text: string): string => text.normalize('NFC').trim().toLowerCase();

const HOME_TEXTS = new Set([...POPULAR_SEARCH_TEXTS, ...TRENDING_TAG_TEXTS].map(normalise));

/**
 * The searches of the home page, as its links and cards ask them: a home text alone
 * (`/api/venues?q=Caf%C3%A9s+Rabat`, any page of it) or the "recently added" card
 * (`/api/venues?sort=recent&limit=4`).
 */
export function isHomeSearch(query: URLSearchParams): boolean {
  const names = [...query.keys()].filter((name) => name !== 'cursor');
  if (names.length === 1 && names[0] === 'q') return HOME_TEXTS.has(normalise(query.get('q') ?? ''));
  return names.length === 2 && query.get('sort') === 'recent' && query.get('limit') === String(RECENTLY_ADDED_COUNT);
}

/**
 * Which searches the response cache keeps: the home page's from the first ask, any other once it is
 * asked `threshold` times within a window and the one before it. The long tail of searches (each
 * asked once) never enters the cache, so it does not push the feeds and pages out of it.
 */
export class PopularSearches {
  private current = new Map<string, number>();
  private previous = new Map<string, number>();
  private windowStart: number;
  private readonly now: () => number;

  constructor(private readonly options: PopularSearchesOptions) {
    this.now = options.now ?? Date.now;
    this.windowStart = this.now();
  }

  /** Counts one ask of `url` (path and query) and says whether its answer may be cached. */
  admit(url: string): boolean {
    const question = url.indexOf('?');
    if (question !== -1 && isHomeSearch(new URLSearchParams(url.slice(question + 1)))) return true;
    this.rotate();
    const asked = this.current.get(url);
    if (asked !== undefined) this.current.set(url, asked + 1);
    else if (this.current.size < this.options.maxTracked) this.current.set(url, 1);
    return (asked ?? 0) + 1 + (this.previous.get(url) ?? 0) >= this.options.threshold;
  }

  private rotate(): void {
    const now = this.now();
    if (now - this.windowStart < this.options.windowMs) return;
    this.previous = now - this.windowStart < 2 * this.options.windowMs ? this.current : new Map();
    this.current = new Map();
    this.windowStart = now;
  }
}
