const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id as callers send it: only a uuid is looked up (anything else is "not found", never a 500). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
