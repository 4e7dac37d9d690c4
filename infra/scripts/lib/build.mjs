import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './stack.mjs';

/** Nx without daemon or cloud: the same on a laptop, in CI and in a container. */
export const NX_ENV = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'false', NX_TUI: 'false', NX_INTERACTIVE: 'false' };

export function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...NX_ENV, ...extraEnv } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
}

/**
 * Several commands at once (each single-threaded: lint, type checks), each as `run` would; rejects
 * once all have ended if any failed, naming them.
 */
export async function runAll(commands) {
  const outcomes = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...NX_ENV } });
          child.once('error', () => resolve({ command, args, status: 'not started' }));
          child.once('exit', (status, signal) => resolve({ command, args, status: status ?? signal }));
        }),
    ),
  );
  const failed = outcomes.filter((outcome) => outcome.status !== 0);
  if (failed.length > 0) throw new Error(failed.map(({ command, args, status }) => `${command} ${args.join(' ')} failed (exit ${status})`).join('; '));
}

export function buildAll() {
  run('nx', ['run-many', '-t', 'build', '--output-style=stream-without-prefixes']);
}
