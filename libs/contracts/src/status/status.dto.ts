import { Type } from 'class-transformer';
import { IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { VALIDATION_MESSAGES } from '../validation/messages.js';
import { MailRecipientDto } from '../dto/mail-recipient.dto.js';
import { INCIDENT_IMPACTS, INCIDENT_STATUSES, type IncidentImpact, type IncidentStatus } from './incidents.js';
import { COMPONENT_STATES, STATUS_COMPONENTS, type ComponentState, type StatusComponent } from './status-components.js';

/** One day of a line's uptime bar. */
export class DayUptimeDto {
  @IsString()
  @JSONSchema({ description: 'Jour au Maroc (Africa/Casablanca)', example: '2026-11-21' })
  day!: string;

  @IsOptional()
  @IsNumber()
  @JSONSchema({ description: 'Part des contrôles réussis ce jour, en % (null : aucun contrôle)', type: ['number', 'null'] })
  uptime!: number | null;
}

/** One line of the status page (spec section 3, Service). */
export class ServiceStatusDto {
  @IsIn(STATUS_COMPONENTS)
  id!: StatusComponent;

  @IsString()
  @JSONSchema({ example: 'API principale' })
  name!: string;

  @IsIn(COMPONENT_STATES)
  status!: ComponentState;

  @IsOptional()
  @IsInt()
  @JSONSchema({ description: 'Temps de réponse mesuré à l’instant, en ms (null : pas de réponse)', type: ['integer', 'null'] })
  responseTime!: number | null;

  @IsOptional()
  @IsNumber()
  @JSONSchema({ description: 'Disponibilité sur 90 jours, en % (null : historique indisponible ou vide)', type: ['number', 'null'] })
  uptime!: number | null;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => DayUptimeDto)
  @JSONSchema({ description: 'Les 90 derniers jours, du plus ancien au plus récent' })
  days!: DayUptimeDto[];
}

export class IncidentUpdateDto {
  @IsString()
  @JSONSchema({ format: 'date-time' })
  time!: string;

  @IsIn(INCIDENT_STATUSES)
  status!: IncidentStatus;

  @IsString()
  message!: string;
}

/** An incident (spec section 3) with its timestamped updates, newest first. */
export class IncidentDto {
  @IsString()
  @JSONSchema({ format: 'uuid' })
  id!: string;

  @IsString()
  title!: string;

  @IsIn(INCIDENT_STATUSES)
  status!: IncidentStatus;

  @IsIn(INCIDENT_IMPACTS)
  impact!: IncidentImpact;

  @IsString()
  @JSONSchema({ format: 'date-time' })
  createdAt!: string;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => IncidentUpdateDto)
  updates!: IncidentUpdateDto[];
}

export class OverallStatusDto {
  @IsIn(COMPONENT_STATES)
  status!: ComponentState;

  @IsString()
  @JSONSchema({ format: 'date-time', description: 'Quand ces mesures ont été prises' })
  lastUpdated!: string;
}

/** `GET /api/status`: measured now by the gateway; uptime and incidents from the admin service when it answers. */
export class StatusDto {
  @ValidateNested()
  @Type(() => OverallStatusDto)
  overall!: OverallStatusDto;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ServiceStatusDto)
  services!: ServiceStatusDto[];

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => IncidentDto)
  @JSONSchema({ description: 'Incidents en cours (non résolus)' })
  incidents!: IncidentDto[];

  @IsIn(['available', 'unavailable'])
  @JSONSchema({ description: '`unavailable` : le service admin ne répond pas, ni historique ni incidents' })
  history!: 'available' | 'unavailable';
}

/** `POST /api/status/subscriptions`: e-mail alerts (a confirmation link is mailed first). */
export class StatusSubscriptionDto extends MailRecipientDto {}

/** The token of a mailed link (confirm, unsubscribe). */
export class StatusTokenDto {
  @IsString({ message: VALIDATION_MESSAGES.statusTokenRequired })
  @MinLength(1, { message: VALIDATION_MESSAGES.statusTokenRequired })
  @MaxLength(128, { message: VALIDATION_MESSAGES.statusTokenRequired })
  // The mailed links' tokens are base64url (status-subscription.ts): anything else is no token of ours,
  // and a NUL byte would reach PostgreSQL as an error instead of a 4xx (the fuzzer's find).
  @Matches(/^[A-Za-z0-9_-]+$/, { message: VALIDATION_MESSAGES.statusTokenRequired })
  token!: string;
}
