import { IsIn, IsObject, IsOptional, IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { recordOf } from '../dto/record-of.schema.js';
import type { ServiceName } from '../messaging/rpc-subjects.js';

export const HEALTH_STATUSES = ['ok', 'error'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

const CHECK_STATUSES = ['up', 'down'] as const;

/** One dependency of a service (postgres, nats, redis…). */
export class HealthCheckResult {
  @IsIn(CHECK_STATUSES)
  status!: (typeof CHECK_STATUSES)[number];

  @IsOptional()
  @IsString()
  @JSONSchema({ description: 'Pourquoi la dépendance est indisponible' })
  message?: string;
}

/** A service's answer to `<service>.health.check`. */
export class HealthReply {
  @IsIn(HEALTH_STATUSES)
  status!: HealthStatus;

  @IsString()
  @JSONSchema({ example: 'venues' })
  service!: string;

  @IsObject()
  @JSONSchema(recordOf(() => HealthCheckResult, 'Chaque dépendance du service, par nom'))
  checks!: Record<string, HealthCheckResult>;
}

export const PLATFORM_STATUSES = ['ok', 'degraded'] as const;

/** `GET /api/health/services`: every service, asked over NATS. */
export class PlatformHealth {
  @IsIn(PLATFORM_STATUSES)
  @JSONSchema({ description: '`degraded` dès qu’un service ne répond pas ou signale une panne' })
  status!: (typeof PLATFORM_STATUSES)[number];

  @IsObject()
  @JSONSchema(recordOf(() => HealthReply, 'Chaque service, par nom'))
  services!: Record<ServiceName, HealthReply>;
}
