import { ConfigurationError } from '../config/load-env.js';
import { DependencyUnreachableError, POSTGRES_HINT } from './dependency-check.js';
import { isOutageCode } from './outage-codes.js';
import { startTracing } from '../tracing/tracing.js';

/** Postgres SQLSTATEs an operator can act on, with what to do. */
const POSTGRES_STARTUP_CODES: Record<string, string> = {
  '3D000': 'the database named in DATABASE_URL does not exist — create it with `npm run infra:up`',
  '28000': 'PostgreSQL refused the login named in DATABASE_URL — check the user and the server’s pg_hba.conf',
  '28P01': 'PostgreSQL refused the password in DATABASE_URL — check DATABASE_URL',
  '57P03': `PostgreSQL is starting up or shutting down — ${POSTGRES_HINT}`,
};

/** The one line an operator needs for a failure they can fix, or undefined for a bug (stack printed). */
export function explainStartupFailure(error: unknown): string | undefined {
  if (error instanceof ConfigurationError || error instanceof DependencyUnreachableError) return error.message;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && POSTGRES_STARTUP_CODES[code]) return POSTGRES_STARTUP_CODES[code];
  if (isOutageCode(code)) {
    return `a dependency stopped answering during start-up (${code}: ${messageOf(error)}) — try \`npm run infra:up\``;
  }
  return undefined;
}

/**
 * The body of every `main.ts`, once the process's tracing is started (docs/tracing.md): a configuration
 * problem or a missing dependency prints one line that says what to do and exits 1; anything else
 * prints its stack.
 */
export function runMain(processName: string, main: () => Promise<unknown>): void {
  // Tracing first (off unless OTEL_EXPORTER_OTLP_ENDPOINT is set): the process's first spans have a provider.
  startTracing(processName)
    .then(() => main())
    .catch((error: unknown) => {
    const explanation = explainStartupFailure(error);
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(explanation ? `[${processName}] ${explanation}\n` : `[${processName}] failed to start: ${detail}\n`);
    process.exit(1);
  });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
