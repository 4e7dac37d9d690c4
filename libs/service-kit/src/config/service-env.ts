import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { EVENT_STREAM } from '@lieux/contracts';
import { DEFAULT_URLS, ProcessEnv } from '@lieux/platform';

/** A service's config class takes its default HEALTH_PORT from process-manifest.json through this. */
export { healthPortOf } from '@lieux/platform';

/** A NestJS service: owns a Postgres schema, answers over NATS, exposes health over HTTP. */
export class ServiceEnv extends ProcessEnv {
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// URL' })
  DATABASE_URL: string = DEFAULT_URLS.DATABASE_URL;

  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL: string = DEFAULT_URLS.REDIS_URL;

  /** Each service's config class overrides it with its port in process-manifest.json (healthPortOf). */
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
