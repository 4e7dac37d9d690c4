import { ConfigurationError } from '../runtime/load-env.js';
import { DependencyUnreachableError } from '../runtime/dependency-check.js';

/**
 * The body of every `main.ts`: a configuration problem or a missing dependency prints one line that
 * says what to do and exits 1; anything else prints its stack.
 */
export function runMain(processName: string, main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    if (error instanceof ConfigurationError || error instanceof DependencyUnreachableError) {
      process.stderr.write(`[${processName}] ${error.message}\n`);
    } else if (isConnectionRefused(error)) {
      process.stderr.write(`[${processName}] cannot start: ${describe(error)} — is the dependency running? Try \`npm run infra:up\`.\n`);
    } else {
      process.stderr.write(`[${processName}] failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    process.exit(1);
  });
}

function isConnectionRefused(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '3D000';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
