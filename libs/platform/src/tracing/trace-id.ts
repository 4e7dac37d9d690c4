import { randomBytes } from 'node:crypto';

const TRACE_ID = /^[0-9a-f]{32}$/;
const INVALID_TRACE_ID = '0'.repeat(32);

/**
 * A new W3C trace id (16 random bytes, 32 lowercase hex, never all zeros). The gateway's request id
 * has this shape even with tracing off, so the logs' request id and a trace id never differ in kind.
 */
export function newTraceId(): string {
  const id = randomBytes(16).toString('hex');
  return id === INVALID_TRACE_ID ? newTraceId() : id;
}

export function isTraceId(candidate: string): boolean {
  return TRACE_ID.test(candidate) && candidate !== INVALID_TRACE_ID;
}
