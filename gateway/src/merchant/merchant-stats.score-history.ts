import type { Logger } from 'pino';
import { RPC, SCORE_HISTORY_DAYS, type MerchantStatsDto, type ScoreHistoriesReply, type ScorePointDto } from '@lieux/contracts';
import { RpcFailure, type RpcCallContext, type ServiceClient } from '@lieux/messaging';

/**
 * A daily point of the history as the dashboard's chart reads it: the day's last score, dated at noon
 * UTC — inside the Moroccan day whatever its offset (UTC+0 or +1), so the chart's day is the history's.
 * The exact time of each computation is the breakdown's (`GET /api/places/{slug}/score`).
 */
const pointOf = ({ day, score }: { day: string; score: number }): ScorePointDto => ({ computedAt: `${day}T12:00:00.000Z`, score });

/**
 * The merchant's stats with each venue's score history over the period, from the scoring service
 * (`scoring.score.histories`: the same daily points as the breakdown's history). The venues service
 * has already checked the venues are the actor's, and the actor's plan (`analytics`). When the scoring service does not answer, the rest of
 * the dashboard still shows and the chart has no points rather than the page failing.
 */
export async function withScoreHistory(stats: MerchantStatsDto, services: ServiceClient, context: RpcCallContext, logger: Pick<Logger, 'warn'>): Promise<MerchantStatsDto> {
  // The history is a chart of the full analytics (Pro): a `pro-only` answer goes without it.
  if (stats.venues.length === 0 || stats.analytics !== 'full') return stats;
  let histories: ScoreHistoriesReply;
  try {
    histories = await services.request(RPC.scoringHistories, { venueIds: stats.venues.map((venue) => venue.venueId), days: Math.min(stats.days, SCORE_HISTORY_DAYS) }, context);
  } catch (error) {
    if (!(error instanceof RpcFailure) || error.code !== 'service_unavailable') throw error;
    logger.warn({ subject: error.subject }, 'score histories unavailable: the dashboard shows without them');
    return stats;
  }
  return { ...stats, venues: stats.venues.map((venue) => ({ ...venue, scoreHistory: (histories[venue.venueId] ?? []).filter((point) => point.day >= stats.from).map(pointOf) })) };
}
