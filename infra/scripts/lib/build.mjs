import { spawnSync } from 'node:child_process';
import { ROOT } from './stack.mjs';

/** Nx without daemon or cloud: the same on a laptop, in CI and in a container. */
export const NX_ENV = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'false', NX_TUI: 'false', NX_INTERACTIVE: 'false' };

export function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...NX_ENV, ...extraEnv } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

export function buildAll() {
  run('nx', ['run-many', '-t', 'build', '--output-style=stream-without-prefixes']);
}
