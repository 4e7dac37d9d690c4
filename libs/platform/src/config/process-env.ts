import { IsIn, IsNumber, IsOptional, Matches, Max, Min } from 'class-validator';
import { AtLeast } from './at-least.js';
import { EmptyInProduction } from './empty-in-production.js';
import { IntInRange } from './int-in-range.js';
import { DEFAULT_URLS } from './infra-urls.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Variables every process reads (DESIGN.md rule 8); defaults work on a developer machine. */
export class ProcessEnv {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  /**
   * The test-roles sign-in (`/api/test/*`, seeded test users of each role): `true` or `false`; empty
   * means on everywhere but production (`testRolesEnabled`).
   */
  @IsIn(['', 'true', 'false'])
  ENABLE_TEST_ROLES: '' | 'true' | 'false' = '';

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  @Matches(/^nats:\/\/.+/, { message: 'must be a nats:// URL' })
  NATS_URL: string = DEFAULT_URLS.NATS_URL;

  /** Prepended to every NATS subject; lets a test stack share a NATS server with a running one. */
  @IsOptional()
  @Matches(/^([a-z0-9_-]+\.)?$/i, { message: 'must be empty or end with a dot, e.g. "e2e1." ' })
  NATS_SUBJECT_PREFIX: string = '';

  /**
   * The five platforms' sandbox (services/connections/src/sandbox), for `npm start` and the tests. Read
   * by every process so that none starts in production with it set: its test figures would feed the
   * public scores (docs/connections.md, "Configuration").
   */
  @Matches(/^(https?:\/\/[^/]+)?$/, { message: 'must be an http(s) origin without a trailing slash, or empty' })
  @EmptyInProduction('the platforms’ sandbox must never feed public scores; unset it')
  CONNECTIONS_SANDBOX_URL: string = '';

  /** How long the gateway waits for a service's reply before answering 503. */
  @IntInRange(100, 30_000)
  RPC_TIMEOUT_MS: number = 1500;

  /**
   * Share of successful requests logged at info, one line each (0–1). Slow and failed requests are
   * always logged at warn (docs/performance.md, "Logs under load").
   */
  @IsNumber()
  @Min(0)
  @Max(1)
  REQUEST_LOG_SAMPLE_RATE: number = 0.01;

  /** A request slower than this is logged at warn whatever the sampling says. */
  @IntInRange(1)
  SLOW_REQUEST_MS: number = 500;

  /**
   * On SIGTERM, how long the process stays up but not ready before it stops taking work, so load
   * balancers and Kubernetes endpoints stop routing to it first (docs/deployment.md, "Graceful
   * shutdown"). Small here; the k8s config sets seconds.
   */
  @IntInRange(0, 60_000)
  SHUTDOWN_DELAY_MS: number = 500;

  /**
   * After the delay, how long finishing the work in hand may take before the exit is forced: at least
   * the longest request (RPC_TIMEOUT_MS). Kubernetes' terminationGracePeriodSeconds must exceed
   * SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS (k8s/manifests.spec.ts checks it).
   */
  @IntInRange(1000, 600_000)
  @AtLeast('RPC_TIMEOUT_MS')
  SHUTDOWN_TIMEOUT_MS: number = 20_000;
}

/** Whether the test-roles sign-in exists in this process: ENABLE_TEST_ROLES, else anywhere but production. */
export function testRolesEnabled(env: Pick<ProcessEnv, 'NODE_ENV' | 'ENABLE_TEST_ROLES'>): boolean {
  return env.ENABLE_TEST_ROLES === '' ? env.NODE_ENV !== 'production' : env.ENABLE_TEST_ROLES === 'true';
}
