import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CONNECTION_PROVIDERS, CONNECTION_STATUSES, type ConnectionProvider, type ConnectionStatus } from './connections.model.js';
import { CONNECTIONS_MESSAGES } from './connections.messages.js';

const nullable = (type: 'string' | 'number' | 'integer', extra: Record<string, unknown> = {}) => JSONSchema({ type: [type, 'null'], ...extra });

/**
 * The latest metrics read from the platform (the last daily snapshot); null until the first read,
 * and null where the platform has no such figure (no followers on Google, no rating on TikTok).
 */
export class ConnectionMetricsDto {
  @IsOptional() @IsInt() @nullable('integer', { description: 'Abonnés (Google : null)', example: 12400 })
  followers!: number | null;

  @IsOptional() @IsNumber() @nullable('number', { description: 'Taux d’engagement des 30 derniers jours : interactions / publications / abonnés', example: 0.031 })
  engagement!: number | null;

  @IsOptional() @IsInt() @nullable('integer', { description: 'Publications des 30 derniers jours', example: 9 })
  posts30d!: number | null;

  @IsOptional() @IsInt() @nullable('integer', { description: 'Interactions (j’aime, commentaires, partages) sur ces publications', example: 3460 })
  interactions30d!: number | null;

  @IsOptional() @IsNumber() @nullable('number', { description: 'Note moyenne sur 5 (Google Business)', example: 4.6 })
  rating!: number | null;

  @IsOptional() @IsInt() @nullable('integer', { description: 'Nombre d’avis (Google Business)', example: 412 })
  reviewCount!: number | null;
}

/** A venue's linked social account, as its owner (or an admin) sees it. Tokens never leave the service. */
export class ConnectionDto {
  @IsUUID() id!: string;

  @IsUUID() venueId!: string;

  @IsIn(CONNECTION_PROVIDERS) provider!: ConnectionProvider;

  @IsString() @JSONSchema({ description: 'Identifiant du compte sur la plateforme (nom d’utilisateur, page, lieu)', example: 'cafeclock.fes' })
  accountRef!: string;

  @IsString() @JSONSchema({ example: 'Café Clock Fès' })
  accountName!: string;

  @IsOptional() @IsString() @nullable('string', { description: 'Le profil public sur la plateforme', example: 'https://www.instagram.com/cafeclock.fes' })
  profileUrl!: string | null;

  @IsBoolean() @JSONSchema({ description: 'Désactivée : gardée, mais ne compte plus dans le score' })
  isActive!: boolean;

  @IsIn(CONNECTION_STATUSES) @JSONSchema({ description: 'needs_reconnect : « à reconnecter », ne compte pas dans le score' })
  status!: ConnectionStatus;

  @IsString() @JSONSchema({ format: 'date-time' })
  connectedAt!: string;

  @IsOptional() @IsString() @nullable('string', { format: 'date-time', description: 'Dernière lecture des statistiques' })
  lastSyncAt!: string | null;

  @IsBoolean() @JSONSchema({ description: 'Compte du bac à sable de démonstration, pas un vrai compte de la plateforme' })
  sandbox!: boolean;

  @ValidateNested() @Type(() => ConnectionMetricsDto)
  metrics!: ConnectionMetricsDto;
}

/** `GET /api/connections` query: one venue's connections, or every venue of the actor's. */
export class ConnectionsQueryDto {
  @IsOptional() @IsUUID('all', { message: CONNECTIONS_MESSAGES.venueIdInvalid })
  venueId?: string;
}

/** `PATCH /api/connections/{id}`: the spec's switch. */
export class UpdateConnectionDto {
  @IsBoolean({ message: CONNECTIONS_MESSAGES.isActiveInvalid })
  isActive!: boolean;
}

/** One platform on this installation: may one connect to it, and is it the demonstration sandbox. */
export class ConnectionProviderStatusDto {
  @IsIn(CONNECTION_PROVIDERS) provider!: ConnectionProvider;

  @IsBoolean() @JSONSchema({ description: 'false : « bientôt disponible », la connexion est refusée' })
  configured!: boolean;

  @IsBoolean() @JSONSchema({ description: 'Les appels vont au bac à sable local, pas à la vraie plateforme' })
  sandbox!: boolean;

  @IsInt() @JSONSchema({ description: 'Effet maximal sur le score (points sur 100)', example: 35 })
  maxScoreEffect!: number;
}
