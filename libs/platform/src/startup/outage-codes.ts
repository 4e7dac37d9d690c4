/**
 * Error codes that mean "a dependency is not answering" rather than "a bug": the socket errors of
 * Node, and the SQLSTATEs of a PostgreSQL that is shutting down, starting or has lost the connection.
 * Start-up turns them into one line (run-main.ts); a request handler into a 503 (service-kit's filter).
 */
const NETWORK_ERROR_CODES: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

const POSTGRES_UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);

export function isOutageCode(code: unknown): code is string {
  return typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || POSTGRES_UNAVAILABLE_CODES.has(code));
}
