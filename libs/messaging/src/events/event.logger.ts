import { createLogger } from '@lieux/platform';

/**
 * The logging surface the messaging classes need: pino's `(object, message)` calling convention, so a
 * service passes its own pino logger and the lines carry its name and the current request id.
 */
export interface EventLogger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The workspace's JSON logger (pino on stdout) for when the caller passes none. */
export function createDefaultEventLogger(name = 'messaging'): EventLogger {
  return createLogger(name);
}

/** The message of anything thrown, for a log field. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
