import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { EVENT_STREAM } from '@lieux/contracts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Variables every process reads (DESIGN.md rule 8); defaults work on a developer machine. */
export class ProcessEnv {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  @Matches(/^nats:\/\/.+/, { message: 'must be a nats:// URL' })
  NATS_URL: string = 'nats://127.0.0.1:4222';

  /** Prepended to every NATS subject; lets a test stack share a NATS server with a running one. */
  @IsOptional()
  @Matches(/^([a-z0-9_-]+\.)?$/i, { message: 'must be empty or end with a dot, e.g. "e2e1." ' })
  NATS_SUBJECT_PREFIX: string = '';

  /** How long the gateway waits for a service's reply before answering 503. */
  @IsInt()
  @Min(100)
  @Max(30_000)
  RPC_TIMEOUT_MS: number = 1500;
}

/** A NestJS service: owns a Postgres schema, answers over NATS, exposes health over HTTP. */
export class ServiceEnv extends ProcessEnv {
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// URL' })
  DATABASE_URL: string = 'postgres://postgres@127.0.0.1:5432/lieux';

  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  @IsInt()
  @Min(1)
  @Max(65535)
  HEALTH_PORT: number = 0;

  /** The JetStream stream of domain events (tests give each run its own). */
  @Matches(/^[A-Z0-9_-]+$/, { message: 'must be an upper-case stream name, e.g. EVENTS' })
  EVENT_STREAM: string = EVENT_STREAM;

  @IsString()
  HEALTH_HOST: string = '0.0.0.0';
}
