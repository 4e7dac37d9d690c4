import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildAll, NX_ENV } from './build.mjs';
import { ROOT } from './stack.mjs';

/**
 * The long runs outside `npm test` (`npm run fuzz`, `npm run chaos`): the same preparation (build,
 * infrastructure), then one Jest project's files matching `pattern`, with `env`. Answers Jest's exit code.
 */
export async function runLongTest({ project, pattern, env = {} }) {
  const log = (message) => console.log(`[lieux] ${message}`);
  log('building…');
  buildAll();
  const { ensureDatabase, ensureInfrastructure } = await import('./infra.mjs');
  await ensureInfrastructure(log);
  await ensureDatabase();
  const jest = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--ci', '--selectProjects', project, '--runInBand', pattern],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...NX_ENV, NODE_OPTIONS: '--no-warnings=ExperimentalWarning', ...env } },
  );
  return jest.status ?? 1;
}
