import type { FastifyReply } from 'fastify';
import { ApiException } from '../http/api-exception.js';

/** Refuses the request with 429 `rate_limited` and its French message, saying when to try again. */
export function refuseIfLimited(reply: FastifyReply, retryAfterSeconds: number): void {
  if (retryAfterSeconds <= 0) return;
  void reply.header('retry-after', String(retryAfterSeconds));
  throw new ApiException('rate_limited');
}
