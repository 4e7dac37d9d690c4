import type { FastifyInstance } from 'fastify';
import { toErrorAnswer } from './error-body.js';
import { errorLocaleOf, varyOnLanguage } from './error-language.js';
import { ApiException } from './api-exception.js';

/**
 * The deepest JSON body the gateway takes. The product's deepest form (a venue's opening hours: an
 * object in an array in the body) is 3 levels; validation walks bodies recursively, so a body nested
 * thousands deep would exhaust its stack (a 500) before saying anything.
 */
export const MAX_BODY_DEPTH = 16;

/** How deep a parsed JSON value is (a scalar: 0), stopping as soon as it passes `limit`; iterative, so any depth is safe to measure. */
export function depthExceeds(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Refuses a body deeper than MAX_BODY_DEPTH with 400 `body_too_deep`, before any validation or handler sees it. */
export function installBodyDepthLimit(fastify: FastifyInstance, limit = MAX_BODY_DEPTH): void {
  fastify.addHook('preValidation', async (request, reply) => {
    if (!depthExceeds(request.body, limit)) return;
    const answer = toErrorAnswer(new ApiException('body_too_deep'), String(request.id), errorLocaleOf(request));
    return varyOnLanguage(reply).status(answer.status).send(answer.body);
  });
}
