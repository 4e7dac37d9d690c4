import type { Logger } from 'pino';

export interface RequestLogSettings {
  /** Share of successful, fast requests logged at info (0–1). */
  REQUEST_LOG_SAMPLE_RATE: number;
  /** Slower than this: logged at warn. */
  SLOW_REQUEST_MS: number;
}

/** How one finished request is logged, or not at all. */
export type RequestLogLevel = 'info' | 'warn' | undefined;

/**
 * One line per request only where it earns its cost: every failed or slow request at warn, a sample
 * of the others at info. Under load a line per request costs more than the request itself
 * (docs/performance.md). `random` is injectable for tests.
 */
export function requestLogLevel(
  settings: RequestLogSettings,
  ms: number,
  failed: boolean,
  random: () => number = Math.random,
): RequestLogLevel {
  if (failed || ms >= settings.SLOW_REQUEST_MS) return 'warn';
  return settings.REQUEST_LOG_SAMPLE_RATE > 0 && random() < settings.REQUEST_LOG_SAMPLE_RATE ? 'info' : undefined;
}

/** Writes the request's line if `requestLogLevel` says so. */
export function logRequest(
  logger: Logger,
  settings: RequestLogSettings,
  fields: Record<string, unknown> & { ms: number },
  failed: boolean,
  message: string,
): void {
  const level = requestLogLevel(settings, fields.ms, failed);
  if (level) logger[level](fields, message);
}
