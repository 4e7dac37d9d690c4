const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An id of a path (`/api/venues/{id}`) as the services write them (lower-case uuid): anything else is answered 404 before a request leaves. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
