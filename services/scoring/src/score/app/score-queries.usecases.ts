import { Inject, Injectable } from '@nestjs/common';
import {
  moroccoDay,
  SCORE_HISTORY_DAYS,
  SCORE_STALE_AFTER_HOURS,
  type Actor,
  type ScoreBreakdownDto,
  type ScoreBreakdownRequest,
  type ScoreFlagDto,
  type ScoreHistoriesReply,
  type ScoreHistoriesRequest,
  type ScoreRunProgressDto,
  type ScoringAdminListRequest,
  type StaleScoreDto,
} from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { CLOCK, type Clock } from '../../runs/app/score-run.repository.js';
import { buildBreakdown } from '../domain/score-breakdown.js';
import { SCORE_READER, type ScoreReader } from './score.ports.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Admin lists: this many rows unless asked for fewer (or up to MAX_LIST). */
const DEFAULT_LIST = 100;
const MAX_LIST = 1_000;
/** The merchant dashboard asks for its venues: more than this in one request is a caller's mistake. */
const MAX_HISTORY_VENUES = 200;

/**
 * What the scoring service answers over NATS: the breakdown and the histories (public: the gateway
 * resolved the venue with the venue page's visibility rules), and the admins' run progress, stale
 * scores and flags (the actor checked here again).
 */
@Injectable()
export class ScoreQueriesUseCases {
  constructor(
    @Inject(SCORE_READER) private readonly reader: ScoreReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async breakdown(request: ScoreBreakdownRequest): Promise<ScoreBreakdownDto> {
    const venueId = typeof request?.venueId === 'string' ? request.venueId : '';
    if (!UUID.test(venueId)) throw new DomainException('venue_not_found');
    const [computation, histories] = await Promise.all([this.reader.current(venueId), this.reader.histories([venueId], this.firstDay(SCORE_HISTORY_DAYS))]);
    return buildBreakdown(venueId, computation, histories.get(venueId) ?? []);
  }

  async histories(request: ScoreHistoriesRequest): Promise<ScoreHistoriesReply> {
    const venueIds = [...new Set((Array.isArray(request?.venueIds) ? request.venueIds : []).filter((id): id is string => typeof id === 'string' && UUID.test(id)))];
    if (venueIds.length > MAX_HISTORY_VENUES) throw new DomainException('validation_failed');
    const days = Math.min(SCORE_HISTORY_DAYS, Math.max(1, Math.trunc(Number(request?.days) || SCORE_HISTORY_DAYS)));
    const histories = await this.reader.histories(venueIds, this.firstDay(days));
    return Object.fromEntries(venueIds.map((venueId) => [venueId, histories.get(venueId) ?? []]));
  }

  progress(actor: Actor | undefined): Promise<ScoreRunProgressDto> {
    authorize(actor, ['admin']);
    return this.reader.latestDailyRun();
  }

  async stale(actor: Actor | undefined, request: ScoringAdminListRequest): Promise<StaleScoreDto[]> {
    authorize(actor, ['admin']);
    const now = this.clock.now();
    const rows = await this.reader.stale(new Date(now.getTime() - SCORE_STALE_AFTER_HOURS * HOUR_MS), limitOf(request));
    return rows.map(({ venueId, computedAt }) => ({
      venueId,
      computedAt: computedAt?.toISOString() ?? null,
      ageHours: computedAt ? Math.round(((now.getTime() - computedAt.getTime()) / HOUR_MS) * 10) / 10 : null,
    }));
  }

  flags(actor: Actor | undefined, request: ScoringAdminListRequest): Promise<ScoreFlagDto[]> {
    authorize(actor, ['admin']);
    return this.reader.flags(limitOf(request));
  }

  /** The first Casablanca day of a window of `days` days ending today. */
  private firstDay(days: number): string {
    return moroccoDay(new Date(this.clock.now().getTime() - (days - 1) * DAY_MS));
  }
}

function limitOf(request: ScoringAdminListRequest | undefined): number {
  const limit = Math.trunc(Number(request?.limit));
  return Number.isFinite(limit) && limit > 0 ? Math.min(limit, MAX_LIST) : DEFAULT_LIST;
}
