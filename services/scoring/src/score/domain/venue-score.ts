import {
  CONNECTION_PROVIDER_ORDER,
  IMPLAUSIBLE_ENGAGEMENT_RATIO,
  engagementBenchmark,
  PLATFORM_WEIGHTS,
  SCORE_FORMULA_VERSION,
  type ConnectionProvider,
  type PlatformMetrics,
  type ScoreFlagKind,
  type ScoreState,
  type SocialPlatform,
} from '@lieux/contracts';
import { googleSubScore, ratingComponent, volume } from './google-formula.js';
import { guardGrowth, type DailyFigures, type GrowthHold } from './growth-guard.js';
import {
  activity,
  audience,
  engagement,
  engagementRate,
  engagementRatio,
  roundTo,
  socialSubScore,
} from './social-formula.js';

/** What a platform said, as the computation uses it (ScoreInputsDto). */
export type PlatformInputs = Pick<PlatformMetrics, 'followers' | 'posts30d' | 'interactions30d' | 'rating' | 'reviewCount' | 'measuredAt'>;
export type PlatformReading = PlatformInputs & { provider: ConnectionProvider };

/** Each component 0–1; null where it does not apply to the platform (ScoreComponentsDto). */
export interface ScoreComponents {
  audience: number | null;
  engagement: number | null;
  activity: number | null;
  rating: number | null;
  volume: number | null;
}

/** A flag a platform raised in this computation, with what was observed, in French. */
export interface RaisedFlag {
  kind: ScoreFlagKind;
  detail: string;
}

/** One platform's part of a computation, as stored. */
export interface PlatformScore {
  provider: ConnectionProvider;
  counted: boolean;
  inputs: PlatformInputs | null;
  components: ScoreComponents | null;
  /** 0–100, one decimal; 0 when not counted. */
  subScore: number;
  /** The followers the audience used when the growth rule held them; null otherwise. */
  heldFollowers: number | null;
  flags: RaisedFlag[];
}

/** The trust rule's memory of one platform of one venue. */
export interface PlatformHistory {
  yesterday: DailyFigures | null;
  hold: GrowthHold | null;
}

export interface VenueScore {
  state: ScoreState;
  /** 0–100, one decimal: Σ weight · sub-score over the five platforms. */
  score: number;
  formulaVersion: number;
  /** All five platforms, in CONNECTION_PROVIDER_ORDER (by weight). */
  platforms: PlatformScore[];
  /** The hold of each counted social platform after this computation (null: none). */
  holds: Partial<Record<ConnectionProvider, GrowthHold | null>>;
}

/**
 * A venue's score from the platforms that count (SCORING.md v1): a platform absent from `readings`
 * (not connected, switched off, "à reconnecter") counts 0; with none at all the venue is not scored
 * and its score is 0.
 */
export function scoreVenue(readings: readonly PlatformReading[], history: Partial<Record<ConnectionProvider, PlatformHistory>>, day: string): VenueScore {
  const holds: VenueScore['holds'] = {};
  const platforms = CONNECTION_PROVIDER_ORDER.map((provider): PlatformScore => {
    const reading = readings.find((candidate) => candidate.provider === provider);
    if (!reading) return notCounted(provider);
    if (provider === 'google') return scoreGoogle(reading);
    const scored = scoreSocial(provider, reading, history[provider] ?? { yesterday: null, hold: null }, day);
    holds[provider] = scored.hold;
    return scored.platform;
  });
  const counted = platforms.some((platform) => platform.counted);
  return {
    state: counted ? 'scored' : 'not-scored',
    score: counted ? composite(platforms) : 0,
    formulaVersion: SCORE_FORMULA_VERSION,
    platforms,
    holds,
  };
}

/** Σ PLATFORM_WEIGHTS[p] · subScore(p), one decimal, within [0, 100]. */
export function composite(platforms: ReadonlyArray<Pick<PlatformScore, 'provider' | 'subScore'>>): number {
  const sum = platforms.reduce((total, platform) => total + PLATFORM_WEIGHTS[platform.provider] * platform.subScore, 0);
  return Math.min(100, Math.max(0, roundTo(sum, 1)));
}

export function notCounted(provider: ConnectionProvider): PlatformScore {
  return { provider, counted: false, inputs: null, components: null, subScore: 0, heldFollowers: null, flags: [] };
}

function inputsOf(reading: PlatformReading): PlatformInputs {
  const { followers, posts30d, interactions30d, rating, reviewCount, measuredAt } = reading;
  return { followers, posts30d, interactions30d, rating, reviewCount, measuredAt };
}

function scoreGoogle(reading: PlatformReading): PlatformScore {
  const reviews = reading.reviewCount ?? 0;
  const components = { rating: ratingComponent(reading.rating, reviews), volume: volume(reviews) };
  return {
    provider: 'google',
    counted: true,
    inputs: inputsOf(reading),
    components: { audience: null, engagement: null, activity: null, ...components },
    subScore: googleSubScore(components),
    heldFollowers: null,
    flags: [],
  };
}

function scoreSocial(provider: SocialPlatform, reading: PlatformReading, history: PlatformHistory, day: string): { platform: PlatformScore; hold: GrowthHold | null } {
  const followers = Math.max(0, reading.followers ?? 0);
  const posts = Math.max(0, reading.posts30d ?? 0);
  const interactions = Math.max(0, reading.interactions30d ?? 0);
  const growth = guardGrowth(reading, history.yesterday, history.hold, day);
  const ratio = engagementRatio(interactions, posts, followers);
  const components = { audience: audience(provider, growth.audienceFollowers), engagement: engagement(ratio), activity: activity(posts) };
  const flags: RaisedFlag[] = [];
  if (growth.hold) flags.push({ kind: 'growth-anomaly', detail: growthDetail(followers, growth.hold) });
  if (ratio > IMPLAUSIBLE_ENGAGEMENT_RATIO) {
    flags.push({ kind: 'engagement-anomaly', detail: engagementDetail(engagementRate(interactions, posts, followers), engagementBenchmark(followers), ratio) });
  }
  return {
    platform: {
      provider,
      counted: true,
      inputs: inputsOf(reading),
      components: { ...components, rating: null, volume: null },
      subScore: socialSubScore(components),
      heldFollowers: growth.hold ? growth.audienceFollowers : null,
      flags,
    },
    hold: growth.hold,
  };
}

const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 });
const ratioFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

function growthDetail(followers: number, hold: GrowthHold): string {
  return (
    `Abonnés passés de ${whole.format(hold.baseFollowers)} à ${whole.format(followers)} en un jour sans hausse des interactions : ` +
    `audience retenue à ${whole.format(hold.baseFollowers * 1.2)} abonnés jusqu’à ce que la croissance tienne 7 jours (depuis le ${hold.since}).`
  );
}

function engagementDetail(rate: number, benchmark: number, ratio: number): string {
  return (
    `Taux d’engagement de ${percent.format(rate)} pour un repère de ${percent.format(benchmark)} dans cette tranche d’abonnés ` +
    `(${ratioFormat.format(ratio)} fois le repère, invraisemblable au-delà de 5) : engagement plafonné.`
  );
}
