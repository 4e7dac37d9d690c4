import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from '../actor/actor.js';
import { VenueConnectionDto, VenueDto } from '../venues/venue.dto.js';
import {
  BILLING_MODES,
  GOAL_SOURCES,
  MERCHANT_ANALYTICS,
  PLAN_REQUEST_STATUSES,
  STATS_PERIODS,
  TIP_IDS,
  UPGRADE_OUTCOMES,
  WEEKLY_GOAL_LIMITS,
  type BillingMode,
  type GoalSource,
  type MerchantAnalytics,
  type PlanRequestStatus,
  type StatsPeriod,
  type TipId,
  type UpgradeOutcome,
} from './merchant.model.js';
import { MERCHANT_MESSAGES } from './merchant.messages.js';
import { VERIFICATION_STATUSES, type VerificationStatus } from '../photos/photos.model.js';

const nullable = (type: 'string' | 'number' | 'integer', extra: Record<string, unknown> = {}) => JSONSchema({ type: [type, 'null'], ...extra });

/**
 * A venue as its owner sees it in the workspace (`GET /api/merchant/venues`, the answers of
 * `POST /api/venues` and `PATCH /api/venues/{id}`): every status, with what the edit and content
 * screens edit. `metrics`, `score` and `voteCount` are the venues read model's (null where unknown).
 */
export class MerchantVenueDto extends VenueDto {
  @ValidateNested({ each: true }) @Type(() => VenueConnectionDto)
  @JSONSchema({ description: 'Comptes sociaux actifs liés au lieu' })
  connections!: VenueConnectionDto[];

  @IsString() @JSONSchema({ format: 'date-time' })
  updatedAt!: string;

  @IsOptional() @IsString() @nullable('string', { description: 'Le message à montrer après une modification (repassage en modération…) ; null ailleurs' })
  message!: string | null;

  @IsIn(VERIFICATION_STATUSES)
  @JSONSchema({ description: 'Vérification par documents (issue 11) ; détails : GET /api/merchant/venues/{id}/verification' })
  verificationStatus!: VerificationStatus;

  @IsInt() @JSONSchema({ description: 'Nombre de photos du lieu' })
  photoCount!: number;

  @IsOptional() @IsString() @nullable('string', { description: 'Le motif du refus de modération tant que le lieu est refusé ; null ailleurs (issue 14)' })
  rejectionReason!: string | null;
}

/** `GET /api/merchant/stats` query. */
export class MerchantStatsQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsIn(STATS_PERIODS, { message: MERCHANT_MESSAGES.statsPeriodInvalid })
  @JSONSchema({ description: 'Période en jours (7, 30 ou 90 ; 30 par défaut), comparée à la période précédente de même durée' })
  days?: StatsPeriod;

  @IsOptional()
  @IsUUID('all', { message: MERCHANT_MESSAGES.venueIdInvalid })
  @JSONSchema({ description: 'Un seul lieu (le sien) ; tous ses lieux sinon' })
  venueId?: string;
}

/**
 * One number of the period with the previous period's for the trend. `current` null: no data at all
 * (never a guess); `previous` null: nothing to compare with (e.g. followers, whose history is not kept
 * yet); `changePercent` null whenever either is null or `previous` is 0.
 */
export class TrendValueDto {
  @IsOptional() @IsNumber() @nullable('number')
  current!: number | null;

  @IsOptional() @IsNumber() @nullable('number')
  previous!: number | null;

  @IsOptional() @IsNumber() @nullable('number', { description: '(current − previous) / previous × 100, arrondi à l’entier' })
  changePercent!: number | null;
}

/** The performance tab's four figures. */
export class MerchantMetricsDto {
  @ValidateNested() @Type(() => TrendValueDto)
  @JSONSchema({ description: 'Visiteurs distincts de la page du lieu (HyperLogLog par jour, robots exclus), sur la période' })
  visitors!: TrendValueDto;

  @ValidateNested() @Type(() => TrendValueDto)
  @JSONSchema({ description: 'Votes nets reçus sur la période (votes moins retraits)' })
  votes!: TrendValueDto;

  @ValidateNested() @Type(() => TrendValueDto)
  @JSONSchema({ description: 'Abonnés cumulés des comptes connectés (derniers relevés) ; previous null tant que l’historique n’existe pas' })
  followers!: TrendValueDto;

  @ValidateNested() @Type(() => TrendValueDto)
  @JSONSchema({ description: 'Interactions des 30 derniers jours, cumulées des comptes connectés ; previous null tant que l’historique n’existe pas' })
  engagement!: TrendValueDto;

  @IsOptional() @IsString() @nullable('string', { description: 'Date du plus ancien relevé des abonnés et de l’engagement (ISO 8601) ; null sans compte connecté' })
  figuresMeasuredAt!: string | null;
}

/** One day of a chart: `day` is a calendar day of Africa/Casablanca. */
export class DailyValueDto {
  @IsString() @JSONSchema({ format: 'date', example: '2026-11-21' })
  day!: string;

  @IsNumber()
  value!: number;
}

/** One point of the score history. */
export class ScorePointDto {
  @IsString() @JSONSchema({ format: 'date-time' })
  computedAt!: string;

  @IsNumber() @JSONSchema({ description: '0–100' })
  score!: number;
}

/** The figures and charts of one venue of the merchant. */
export class MerchantVenueStatsDto {
  @IsString() @JSONSchema({ format: 'uuid' })
  venueId!: string;

  @IsString()
  name!: string;

  @IsString()
  slug!: string;

  @IsString()
  status!: string;

  @IsOptional() @IsNumber() @nullable('number')
  score!: number | null;

  @ValidateNested() @Type(() => MerchantMetricsDto)
  metrics!: MerchantMetricsDto;

  @ValidateNested({ each: true }) @Type(() => DailyValueDto)
  @JSONSchema({ description: 'Visiteurs distincts par jour, chaque jour de la période (0 compris)' })
  visitorsPerDay!: DailyValueDto[];

  @ValidateNested({ each: true }) @Type(() => DailyValueDto)
  @JSONSchema({ description: 'Votes nets par jour, chaque jour de la période (0 compris)' })
  votesPerDay!: DailyValueDto[];

  @ValidateNested({ each: true }) @Type(() => ScorePointDto)
  @JSONSchema({ description: 'Historique du score sur la période : un point par jour (le dernier calcul du jour), les mêmes que l’historique de « Pourquoi ce score ? »' })
  scoreHistory!: ScorePointDto[];
}

/** Onboarding facts (spec "Onboarding"), computed by the server. */
export class OnboardingDto {
  @IsBoolean() @JSONSchema({ description: 'Au moins un lieu, quel que soit son statut' })
  hasVenue!: boolean;

  @IsBoolean() @JSONSchema({ description: 'Un compte Instagram actif lié à l’un de ses lieux' })
  hasInstagram!: boolean;

  @IsBoolean() @JSONSchema({ description: 'Une page Facebook active liée à l’un de ses lieux' })
  hasFacebook!: boolean;

  @IsBoolean()
  @JSONSchema({ description: 'Un de ses lieux a une description (30 caractères ou plus), un téléphone, des horaires et au moins un tag' })
  profileComplete!: boolean;

  @IsInt() @Min(0) @Max(4)
  completedSteps!: number;

  @IsInt() @JSONSchema({ example: 4 })
  totalSteps!: number;
}

/**
 * The weekly goal (replaces the spec's constant 75 %): net votes this week (Monday to now, Africa/
 * Casablanca) against a target, the merchant's own or computed from the four previous weeks (20 %
 * above their average, at least 1).
 */
export class WeeklyGoalDto {
  @IsIn(['votes']) @JSONSchema({ description: 'Ce que l’objectif compte : les votes nets de la semaine' })
  metric!: 'votes';

  @IsInt()
  target!: number;

  @IsNumber()
  current!: number;

  @IsInt() @JSONSchema({ description: 'current / target × 100, arrondi, entre 0 et 100' })
  progressPercent!: number;

  @IsIn(GOAL_SOURCES)
  source!: GoalSource;

  @IsString() @JSONSchema({ format: 'date', description: 'Lundi de la semaine en cours' })
  weekStart!: string;
}

/** `PUT /api/merchant/goal`: the merchant's weekly target of votes; `null` returns to the computed goal. */
export class SetWeeklyGoalDto {
  @IsOptional()
  @IsInt({ message: MERCHANT_MESSAGES.goalInvalid })
  @Min(WEEKLY_GOAL_LIMITS.min, { message: MERCHANT_MESSAGES.goalInvalid })
  @Max(WEEKLY_GOAL_LIMITS.max, { message: MERCHANT_MESSAGES.goalInvalid })
  @JSONSchema({ type: ['integer', 'null'], example: 20 })
  target!: number | null;
}

/** The dashboard's tip of the day (ids in TIP_IDS; texts in the web app's dictionaries). */
export class TipDto {
  @IsIn(TIP_IDS)
  id!: TipId;

  @IsOptional() @IsString() @nullable('string', { format: 'uuid', description: 'Le lieu concerné ; null pour un conseil général' })
  venueId!: string | null;
}

/**
 * `GET /api/merchant/stats`: real numbers over the period and the one before it, per venue and in
 * total; visitors come from the gateway's per-day counters, the rest from the venues service.
 */
export class MerchantStatsDto {
  @IsIn(STATS_PERIODS)
  days!: StatsPeriod;

  @IsIn(MERCHANT_ANALYTICS)
  @JSONSchema({ description: '`full` (Pro) : les séries par jour et l’historique du score ; `pro-only` (Free) : les quatre chiffres seulement, les séries sont vides' })
  analytics!: MerchantAnalytics;

  @IsString() @JSONSchema({ format: 'date', description: 'Premier jour de la période (Africa/Casablanca)' })
  from!: string;

  @IsString() @JSONSchema({ format: 'date', description: 'Dernier jour de la période : aujourd’hui' })
  to!: string;

  @ValidateNested() @Type(() => MerchantMetricsDto)
  @JSONSchema({ description: 'Tous ses lieux : visiteurs distincts sur l’ensemble, votes, abonnés et interactions additionnés' })
  totals!: MerchantMetricsDto;

  @ValidateNested({ each: true }) @Type(() => DailyValueDto)
  visitorsPerDay!: DailyValueDto[];

  @ValidateNested({ each: true }) @Type(() => DailyValueDto)
  votesPerDay!: DailyValueDto[];

  @ValidateNested({ each: true }) @Type(() => MerchantVenueStatsDto)
  venues!: MerchantVenueStatsDto[];

  @ValidateNested() @Type(() => OnboardingDto)
  onboarding!: OnboardingDto;

  @ValidateNested() @Type(() => WeeklyGoalDto)
  goal!: WeeklyGoalDto;

  @ValidateNested() @Type(() => TipDto)
  tip!: TipDto;
}

/** A request to switch to Pro (without Stripe), as its author sees it. */
export class PlanRequestDto {
  @IsString() @JSONSchema({ format: 'uuid' })
  id!: string;

  @IsIn(SUBSCRIPTION_PLANS)
  plan!: SubscriptionPlan;

  @IsIn(PLAN_REQUEST_STATUSES)
  status!: PlanRequestStatus;

  @IsString() @JSONSchema({ format: 'date-time' })
  requestedAt!: string;

  @IsOptional() @IsString() @nullable('string', { format: 'date-time' })
  decidedAt!: string | null;
}

/** A plan request in the admins' list (`GET /api/billing/plan-requests`). */
export class PlanRequestAdminDto extends PlanRequestDto {
  @IsString() @JSONSchema({ format: 'uuid' })
  userId!: string;

  @IsString()
  email!: string;

  @IsString()
  firstName!: string;

  @IsString()
  lastName!: string;
}

/** `GET /api/merchant/plan`: the plan, its venue limit, what is used and any request waiting. */
export class PlanDto {
  @IsIn(SUBSCRIPTION_PLANS)
  plan!: SubscriptionPlan;

  @IsInt() @JSONSchema({ description: 'Lieux permis par l’offre (free 1, pro 5)' })
  limit!: number;

  @IsInt() @JSONSchema({ description: 'Lieux possédés, tous statuts' })
  used!: number;

  @IsInt() @JSONSchema({ description: 'max(0, limit − used)' })
  remaining!: number;

  @IsBoolean() @JSONSchema({ description: 'false : « Limite atteinte », le bouton d’ajout est désactivé' })
  canCreateVenue!: boolean;

  @IsOptional() @ValidateNested() @Type(() => PlanRequestDto)
  @JSONSchema({ description: 'La demande de passage à Pro en attente ; null sinon' })
  pendingRequest!: PlanRequestDto | null;

  @IsIn(BILLING_MODES) @JSONSchema({ description: 'stripe : l’upgrade ouvre Stripe Checkout ; manual : il envoie une demande' })
  billing!: BillingMode;

  @IsInt() @JSONSchema({ example: 29 })
  proPriceEurPerMonth!: number;
}

/** `POST /api/merchant/upgrade`: a Checkout page to open, or a request now pending. Never a plan change by itself. */
export class UpgradeResultDto {
  @IsIn(UPGRADE_OUTCOMES)
  outcome!: UpgradeOutcome;

  @IsOptional() @IsString() @nullable('string', { format: 'uri', description: 'Avec checkout : la page Stripe où aller' })
  checkoutUrl!: string | null;

  @IsOptional() @ValidateNested() @Type(() => PlanRequestDto)
  @JSONSchema({ description: 'Avec pending : la demande enregistrée' })
  request!: PlanRequestDto | null;

  @IsString()
  message!: string;
}

/** `POST /api/billing/stripe/webhook`'s answer to Stripe. */
export class StripeWebhookReplyDto {
  @IsBoolean()
  received!: boolean;

  @IsBoolean() @JSONSchema({ description: 'true : cet événement était déjà traité, rien n’a été refait' })
  duplicate!: boolean;
}
