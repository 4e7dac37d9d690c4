/**
 * Where a page of the home feed stops, in the feed's order (score desc, unscored last, then newest,
 * then id): the next page starts strictly after it. `score` is -1 for an unscored venue; `createdAt`
 * is PostgreSQL's own text of the timestamp, so no microsecond is lost on the way.
 */
export interface FeedPosition {
  score: number;
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** The opaque cursor a client carries back: base64url of a small JSON array. */
export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(JSON.stringify([position.score, position.createdAt, position.id])).toString('base64url');
}

/** The position of a cursor this service made; undefined for anything else (the caller answers 400). */
export function decodeFeedCursor(cursor: string): FeedPosition | undefined {
  const value = parseJson(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Array.isArray(value) || value.length !== 3) return undefined;
  const [score, createdAt, id] = value as unknown[];
  if (typeof score !== 'number' || !Number.isFinite(score) || score < -1 || score > 100) return undefined;
  if (typeof createdAt !== 'string' || !TIMESTAMP.test(createdAt)) return undefined;
  if (typeof id !== 'string' || !UUID.test(id)) return undefined;
  return { score, createdAt, id };
}

/** Search pages are ranked by relevance, which has no stable key: their cursor is an offset. */
export function encodeOffsetCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ offset })).toString('base64url');
}

export function decodeOffsetCursor(cursor: string, maxOffset: number): number | undefined {
  const value = parseJson(Buffer.from(cursor, 'base64url').toString('utf8')) as { offset?: unknown } | undefined;
  const offset = value?.offset;
  return typeof offset === 'number' && Number.isInteger(offset) && offset > 0 && offset <= maxOffset ? offset : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
