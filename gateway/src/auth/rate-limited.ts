import type { FastifyReply } from 'fastify';
import type { ErrorCode } from '@lieux/contracts';
import { ApiException } from '../http/api-exception.js';

/** Refuses the request with 429 `rate_limited` (or the feature's own 429 code) and its French message, saying when to try again. */
export function refuseIfLimited(reply: FastifyReply, retryAfterSeconds: number, code: ErrorCode = 'rate_limited'): void {
  if (retryAfterSeconds <= 0) return;
  void reply.header('retry-after', String(retryAfterSeconds));
  throw new ApiException(code);
}
