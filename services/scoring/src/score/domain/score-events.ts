import type { ScoreUpdatedV1 } from '@lieux/contracts';
import type { PlatformScore, VenueScore } from './venue-score.js';

/** `score.updated` of a stored computation: the composite and each counted platform's sub-score. */
export function scoreUpdated(venueId: string, computationId: string, score: VenueScore, computedAt: Date): ScoreUpdatedV1 {
  const sub = (provider: PlatformScore['provider']) => {
    const platform = score.platforms.find((candidate) => candidate.provider === provider);
    return platform?.counted ? platform.subScore : null;
  };
  return {
    venueId,
    score: score.score,
    computedAt: computedAt.toISOString(),
    state: score.state,
    formulaVersion: score.formulaVersion,
    computationId,
    platformScores: { ig: sub('instagram'), tt: sub('tiktok'), fb: sub('facebook'), li: sub('linkedin'), gb: sub('google') },
  };
}
