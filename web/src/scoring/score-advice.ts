import { GOOGLE_COMPONENT_WEIGHTS, SOCIAL_COMPONENT_WEIGHTS, isSocialPlatform, type ConnectionProvider, type PlatformContributionDto, type ScoreBreakdownDto } from '@lieux/contracts';

/** What the owner's connection of a platform is (connections screen's states), when there is one. */
export type OwnConnectionState = 'active' | 'paused' | 'needs_reconnect';

/**
 * One thing the owner could do to raise the score, with the most it could bring (`points`, whole
 * points of the 0–100 score, from the breakdown's own components), or a notice about a held figure.
 * - `connect` / `reactivate` / `reconnect`: the platform counts 0 today; its whole weight is to win.
 * - `pending`: connected and active, but not in the last computation yet (it will be in seconds).
 * - `post-more`, `engage`, `grow-audience`: the social components below full marks.
 * - `more-reviews`, `rating`: Google's volume and shrunk rating below full marks.
 * - `growth-held`, `engagement-anomaly`: the trust rules held a figure (SCORING.md, "Trust").
 */
export type ScoreAdvice =
  | { kind: 'connect' | 'reactivate' | 'reconnect'; provider: ConnectionProvider; points: number }
  | { kind: 'pending'; provider: ConnectionProvider; points: 0 }
  | { kind: 'post-more'; provider: ConnectionProvider; points: number; posts: number }
  | { kind: 'engage' | 'grow-audience' | 'rating'; provider: ConnectionProvider; points: number }
  | { kind: 'more-reviews'; provider: ConnectionProvider; points: number; reviews: number }
  | { kind: 'growth-held' | 'engagement-anomaly'; provider: ConnectionProvider; points: 0 };

/** Advice worth less than one point of the score is not shown: it would read as noise. */
const MIN_POINTS = 1;

/** What is left to win in a component: its share of the platform's most (weight × 100) times what it misses. */
function pointsLeft(platform: PlatformContributionDto, componentWeight: number, value: number | null): number {
  if (value === null) return 0;
  return Math.floor(platform.maxContribution * componentWeight * (1 - Math.min(1, Math.max(0, value))));
}

function adviceFor(platform: PlatformContributionDto, connection: OwnConnectionState | undefined): ScoreAdvice[] {
  const { provider } = platform;
  if (!platform.counted) {
    if (connection === 'active') return [{ kind: 'pending', provider, points: 0 }];
    const kind = connection === 'paused' ? 'reactivate' : connection === 'needs_reconnect' ? 'reconnect' : 'connect';
    return [{ kind, provider, points: Math.round(platform.maxContribution) }];
  }
  const held: ScoreAdvice[] = platform.flags.map((flag) => ({ kind: flag === 'growth-anomaly' ? 'growth-held' : 'engagement-anomaly', provider, points: 0 }));
  const components = platform.components;
  if (!components) return held;
  const gains: ScoreAdvice[] = isSocialPlatform(provider)
    ? [
        { kind: 'post-more', provider, posts: platform.inputs?.posts30d ?? 0, points: pointsLeft(platform, SOCIAL_COMPONENT_WEIGHTS.activity, components.activity) },
        // An implausible engagement is already at full marks, held: no advice to raise it.
        ...(platform.flags.includes('engagement-anomaly')
          ? []
          : [{ kind: 'engage', provider, points: pointsLeft(platform, SOCIAL_COMPONENT_WEIGHTS.engagement, components.engagement) } as const]),
        { kind: 'grow-audience', provider, points: pointsLeft(platform, SOCIAL_COMPONENT_WEIGHTS.audience, components.audience) },
      ]
    : [
        { kind: 'more-reviews', provider, reviews: platform.inputs?.reviewCount ?? 0, points: pointsLeft(platform, GOOGLE_COMPONENT_WEIGHTS.volume, components.volume) },
        { kind: 'rating', provider, points: pointsLeft(platform, GOOGLE_COMPONENT_WEIGHTS.rating, components.rating) },
      ];
  return [...gains.filter((advice) => advice.points >= MIN_POINTS), ...held];
}

/**
 * The owner's advice from the breakdown ("Pourquoi ce score ?"): the biggest gains first, notices
 * (held figures, a connection about to count) after them. `connections` says which platforms the
 * owner has linked to this venue and in what state; without it, an uncounted platform is "connect".
 */
export function scoreAdvice(
  breakdown: Pick<ScoreBreakdownDto, 'platforms'>,
  connections: Partial<Record<ConnectionProvider, OwnConnectionState>> = {},
): ScoreAdvice[] {
  return breakdown.platforms
    .flatMap((platform) => adviceFor(platform, connections[platform.provider]))
    .sort((a, b) => b.points - a.points);
}
