export const SCORES_QUEUE_TOKEN = Symbol('SCORES_QUEUE');
export const SCORING_REDIS = Symbol('SCORING_REDIS');
export const SCORING_ENV = Symbol('SCORING_ENV');
