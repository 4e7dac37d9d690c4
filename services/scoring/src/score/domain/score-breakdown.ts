import {
  CONNECTION_PROVIDER_ORDER,
  PLATFORM_WEIGHTS,
  SCORE_FORMULA_VERSION,
  scoreLevel,
  type PlatformContributionDto,
  type ScoreBreakdownDto,
  type ScoreHistoryPointDto,
} from '@lieux/contracts';
import { roundTo } from './social-formula.js';
import { notCounted, type PlatformScore } from './venue-score.js';

/** A stored computation, as the breakdown needs it. */
export interface StoredComputation {
  venueId: string;
  state: ScoreBreakdownDto['state'];
  score: number;
  formulaVersion: number;
  computedAt: Date;
  platforms: PlatformScore[];
}

/**
 * "Pourquoi ce score ?" (ScoreBreakdownDto): the five platforms in weight order, each with its
 * contribution = weight × sub-score, so the contributions add up to the score (each sub-score has one
 * decimal, the sum is rounded to one). A venue never computed is not scored, 0, computedAt null.
 */
export function buildBreakdown(venueId: string, computation: StoredComputation | null, history: ScoreHistoryPointDto[]): ScoreBreakdownDto {
  const platforms = CONNECTION_PROVIDER_ORDER.map((provider) => contribution(computation?.platforms.find((platform) => platform.provider === provider) ?? notCounted(provider)));
  const score = computation?.score ?? 0;
  return {
    venueId,
    state: computation?.state ?? 'not-scored',
    score,
    level: scoreLevel(score),
    formulaVersion: computation?.formulaVersion ?? SCORE_FORMULA_VERSION,
    computedAt: computation?.computedAt.toISOString() ?? null,
    platforms,
    history,
  };
}

function contribution(platform: PlatformScore): PlatformContributionDto {
  const weight = PLATFORM_WEIGHTS[platform.provider];
  return {
    provider: platform.provider,
    counted: platform.counted,
    weight,
    subScore: platform.subScore,
    // Three decimals take out the float noise of weight × sub-score (0.35 × 61.3 = 21.455): nothing else is rounded.
    contribution: roundTo(weight * platform.subScore, 3),
    maxContribution: roundTo(weight * 100, 3),
    inputs: platform.inputs,
    components: platform.components,
    flags: [...new Set(platform.flags.map((flag) => flag.kind))],
  };
}
