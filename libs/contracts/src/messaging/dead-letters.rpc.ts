/**
 * Replaying a dead letter (`npm run dlq -- replay`, docs/messaging.md): the operator's tool asks the
 * service that wrote it to apply the stored event again for that one handler, through its inbox.
 */
export interface DeadLetterReplayRequest {
  eventId: string;
  /** The handler that gave up on the event (`ClassName.method`, the dead letter's `handler`). */
  handler: string;
}

/**
 * - `applied`: the handler applied the event now; the dead letter is gone.
 * - `already_applied`: the inbox had it (an earlier replay): nothing ran again; the dead letter is gone.
 * - `failed`: the handler threw again; the dead letter stays, with this error.
 * - `not_found`: no such dead letter in this service (replayed or discarded meanwhile).
 * - `unknown_handler`: this version of the service has no such handler; the dead letter stays.
 */
export const DEAD_LETTER_REPLAY_OUTCOMES = ['applied', 'already_applied', 'failed', 'not_found', 'unknown_handler'] as const;
export type DeadLetterReplayOutcome = (typeof DEAD_LETTER_REPLAY_OUTCOMES)[number];

export interface DeadLetterReplayReply {
  outcome: DeadLetterReplayOutcome;
  /** The error of a `failed` replay. */
  error?: string;
}
