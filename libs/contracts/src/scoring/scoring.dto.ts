import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CONNECTION_PROVIDERS, type ConnectionProvider } from '../connections/connections.model.js';
import { SCORE_FLAG_KINDS, SCORE_LEVELS, SCORE_STATES, type ScoreFlagKind, type ScoreLevel, type ScoreState } from './scoring.model.js';

const nullable = (type: 'string' | 'number' | 'integer', extra: Record<string, unknown> = {}) => JSONSchema({ type: [type, 'null'], ...extra });

/** What the platform API said (SCORING.md "Inputs"), as used by the computation; null where the platform has no such figure. */
export class ScoreInputsDto {
  @IsOptional() @IsInt() @nullable('integer', { description: 'Abonnés (Google : null)' })
  followers!: number | null;

  @IsOptional() @IsInt() @nullable('integer', { description: 'Publications des 30 derniers jours' })
  posts30d!: number | null;

  @IsOptional() @IsInt() @nullable('integer', { description: 'Interactions sur ces publications' })
  interactions30d!: number | null;

  @IsOptional() @IsNumber() @nullable('number', { description: 'Google : note moyenne 1–5' })
  rating!: number | null;

  @IsOptional() @IsInt() @nullable('integer', { description: 'Google : nombre d’avis' })
  reviewCount!: number | null;

  @IsOptional() @IsString() @nullable('string', { format: 'date-time', description: 'Quand la plateforme a été lue' })
  measuredAt!: string | null;
}

/**
 * The formula's components, each 0–1 (SCORING.md): audience, engagement, activity for the social
 * platforms; rating and volume for Google. Null where the component does not apply.
 */
export class ScoreComponentsDto {
  @IsOptional() @IsNumber() @nullable('number') audience!: number | null;
  @IsOptional() @IsNumber() @nullable('number') engagement!: number | null;
  @IsOptional() @IsNumber() @nullable('number') activity!: number | null;
  @IsOptional() @IsNumber() @nullable('number') rating!: number | null;
  @IsOptional() @IsNumber() @nullable('number') volume!: number | null;
}

/** One platform's part of the composite: contribution = weight × subScore. */
export class PlatformContributionDto {
  @IsIn(CONNECTION_PROVIDERS)
  provider!: ConnectionProvider;

  @IsBoolean() @JSONSchema({ description: 'Connecté, actif et en règle : compte dans le score' })
  counted!: boolean;

  @IsNumber() @JSONSchema({ description: 'Poids de la plateforme (0,35 Instagram …)', example: 0.35 })
  weight!: number;

  @IsNumber() @JSONSchema({ description: 'Sous-score 0–100 (0 quand la plateforme ne compte pas)' })
  subScore!: number;

  @IsNumber() @JSONSchema({ description: 'Points apportés au score : poids × sous-score' })
  contribution!: number;

  @IsNumber() @JSONSchema({ description: 'Points au plus : poids × 100' })
  maxContribution!: number;

  @IsOptional() @ValidateNested() @Type(() => ScoreInputsDto)
  @JSONSchema({ description: 'Les chiffres lus ; null quand la plateforme ne compte pas' })
  inputs!: ScoreInputsDto | null;

  @IsOptional() @ValidateNested() @Type(() => ScoreComponentsDto)
  components!: ScoreComponentsDto | null;

  @IsArray() @IsIn(SCORE_FLAG_KINDS, { each: true })
  @JSONSchema({ description: 'Croissance retenue, engagement invraisemblable' })
  flags!: ScoreFlagKind[];
}

/** One day of the score history (the last computation of that day, Africa/Casablanca). */
export class ScoreHistoryPointDto {
  @IsString() @JSONSchema({ format: 'date', example: '2026-11-21' })
  day!: string;

  @IsNumber()
  score!: number;
}

/** `GET /api/places/{slug}/score`: "Pourquoi ce score ?". */
export class ScoreBreakdownDto {
  @IsString() @JSONSchema({ format: 'uuid' })
  venueId!: string;

  @IsIn(SCORE_STATES) @JSONSchema({ description: 'not-scored : aucune connexion comptée, le score 0 n’est pas affiché comme une note' })
  state!: ScoreState;

  @IsNumber() @JSONSchema({ description: 'Score 0–100, une décimale' })
  score!: number;

  @IsIn(SCORE_LEVELS)
  level!: ScoreLevel;

  @IsInt() @JSONSchema({ description: 'Version de la formule publiée (guide)' })
  formulaVersion!: number;

  @IsOptional() @IsString() @nullable('string', { format: 'date-time', description: 'Null tant que jamais calculé' })
  computedAt!: string | null;

  @ValidateNested({ each: true }) @Type(() => PlatformContributionDto)
  @JSONSchema({ description: 'Les cinq plateformes, dans l’ordre de leur poids' })
  platforms!: PlatformContributionDto[];

  @ValidateNested({ each: true }) @Type(() => ScoreHistoryPointDto)
  @JSONSchema({ description: 'Un point par jour, 90 jours au plus, du plus ancien au plus récent' })
  history!: ScoreHistoryPointDto[];
}

/** The daily run as admins follow it (`GET /api/admin/scores/run`). */
export class ScoreRunProgressDto {
  @IsOptional() @IsString() @nullable('string', { description: 'Null quand aucun calcul quotidien n’a encore eu lieu' })
  runId!: string | null;

  @IsIn(['running', 'succeeded', 'failed', 'none'])
  status!: 'running' | 'succeeded' | 'failed' | 'none';

  @IsInt() venuesDone!: number;
  @IsInt() venuesTotal!: number;
  @IsInt() batchesFailed!: number;

  @IsOptional() @IsString() @nullable('string', { format: 'date-time' }) startedAt!: string | null;
  @IsOptional() @IsString() @nullable('string', { format: 'date-time' }) finishedAt!: string | null;
}

/** A venue whose score is older than 24 h, or never computed (`GET /api/admin/scores/stale`). */
export class StaleScoreDto {
  @IsString() @JSONSchema({ format: 'uuid' }) venueId!: string;
  @IsOptional() @IsString() @nullable('string', { format: 'date-time' }) computedAt!: string | null;
  @IsOptional() @IsNumber() @nullable('number', { description: 'Âge en heures ; null si jamais calculé' }) ageHours!: number | null;
}

/** A held growth or an implausible engagement (`GET /api/admin/scores/flags`). */
export class ScoreFlagDto {
  @IsString() @JSONSchema({ format: 'uuid' }) id!: string;
  @IsString() @JSONSchema({ format: 'uuid' }) venueId!: string;
  @IsIn(CONNECTION_PROVIDERS) provider!: ConnectionProvider;
  @IsIn(SCORE_FLAG_KINDS) kind!: ScoreFlagKind;
  @IsString() @JSONSchema({ description: 'Ce qui a été observé, en français' }) detail!: string;
  @IsString() @JSONSchema({ format: 'date-time' }) flaggedAt!: string;
  @IsOptional() @IsString() @nullable('string', { format: 'date-time', description: 'Quand la croissance a tenu 7 jours (levé)' }) clearedAt!: string | null;
}
