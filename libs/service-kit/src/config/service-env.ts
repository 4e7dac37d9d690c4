import { IsString, Matches } from 'class-validator';
import { EVENT_STREAM } from '@lieux/contracts';
import { AtLeast, DEFAULT_URLS, IntInRange, ProcessEnv } from '@lieux/platform';

/** A service's config class takes its default HEALTH_PORT from process-manifest.json through this. */
export { healthPortOf } from '@lieux/platform';

/** A NestJS service: owns a Postgres schema, answers over NATS, exposes health over HTTP. */
export class ServiceEnv extends ProcessEnv {
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// URL' })
  DATABASE_URL: string = DEFAULT_URLS.DATABASE_URL;

  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL: string = DEFAULT_URLS.REDIS_URL;

  /** Each service's config class overrides it with its port in process-manifest.json (healthPortOf). */
  @IntInRange(1, 65535)
  HEALTH_PORT: number = 0;

  /** The JetStream stream of domain events (tests give each run its own). */
  @Matches(/^[A-Z0-9_-]+$/, { message: 'must be an upper-case stream name, e.g. EVENTS' })
  EVENT_STREAM: string = EVENT_STREAM;

  @IsString()
  HEALTH_HOST: string = '0.0.0.0';

  /** How long the event stream keeps an event, in days; applied when the stream is created (docs/messaging.md). */
  @IntInRange(1, 365)
  EVENT_STREAM_MAX_AGE_DAYS: number = 7;

  /**
   * Copies of each event in a JetStream cluster (JetStream allows at most 5): 1 for one local server,
   * 3 in Kubernetes (docs/deployment.md, "NATS"). Raised on an existing stream, never lowered.
   */
  @IntInRange(1, 5)
  EVENT_STREAM_REPLICAS: number = 1;

  /**
   * How long JetStream drops a re-published event id, in seconds: at least how long the outbox relay
   * may publish a row again (docs/deployment.md, "NATS"); applied when the stream is created.
   */
  @IntInRange(1, 24 * 3600)
  EVENT_STREAM_DUPLICATE_WINDOW_SECONDS: number = 120;

  /** How long a published outbox row is kept, in days. Rows set aside (unpublishable) are kept until replayed. */
  @IntInRange(1, 365)
  EVENT_OUTBOX_RETENTION_DAYS: number = 7;

  /**
   * How long the inbox remembers an applied event, in days. At least the stream's age: an event the
   * stream can still redeliver must still be in the inbox, or it would be applied twice.
   */
  @IntInRange(1, 3650)
  @AtLeast('EVENT_STREAM_MAX_AGE_DAYS')
  EVENT_INBOX_RETENTION_DAYS: number = 14;

  /** How often the outbox and inbox are pruned, in minutes (also once at start-up). */
  @IntInRange(1, 24 * 60)
  EVENT_PRUNE_INTERVAL_MINUTES: number = 60;
}
