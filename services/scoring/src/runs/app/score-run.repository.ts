import type { ScoreRun } from '../domain/score-run.js';

/** The history of score runs. `save` inserts a new run or records the new state of a known one. */
export interface ScoreRunRepository {
  save(run: ScoreRun): Promise<void>;
}

export const SCORE_RUN_REPOSITORY = Symbol('ScoreRunRepository');

/** Time, injected so the rules can be tested at a chosen instant. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('Clock');
export const systemClock: Clock = { now: () => new Date() };
