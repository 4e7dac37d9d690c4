// `npm test`: the same preparation as `npm start` (infrastructure, build), then every tier of tests:
// lint and type checks, unit, integration (real PostgreSQL/Redis/NATS), end to end (the whole
// platform through the gateway, and the browser). Ends with one line: "N passed, M failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildAll, NX_ENV, run } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureKustomize } from './lib/kustomize.mjs';
import { ROOT } from './lib/stack.mjs';

const log = (message) => console.log(`[lieux] ${message}`);
const TIER_TIMEOUT_MS = 15 * 60 * 1000;
const TIERS = [
  { project: 'unit', args: [] },
  { project: 'integration', args: ['--maxWorkers=2', '--testTimeout=30000'] },
  { project: 'e2e', args: ['--runInBand', '--testTimeout=60000'] },
];

function runJest(tier, reportFile) {
  const jest = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
  const result = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', jest, '--ci', '--selectProjects', tier.project, '--json', `--outputFile=${reportFile}`, ...tier.args],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...NX_ENV, NODE_OPTIONS: '--no-warnings=ExperimentalWarning' },
      // A tier that hangs (a leaked connection, a stuck process) fails instead of eating CI's time.
      timeout: TIER_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    },
  );
  if (result.error) console.error(`[lieux] ${tier.project} tests stopped: ${result.error.message}`);
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
  return {
    ok: result.status === 0,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests + report.numRuntimeErrorTestSuites : 1,
  };
}

async function main() {
  const started = Date.now();
  // First: the infrastructure checks use the built @lieux/platform. The build needs no infrastructure.
  log('building…');
  buildAll();
  const { ensureDatabase, ensureInfrastructure } = await import('./lib/infra.mjs');
  await ensureInfrastructure(log);
  await ensureDatabase();
  ensureChromium(log);
  ensureKustomize(log);
  log('lint (module boundaries) and type checks of the tests…');
  run('eslint', ['.', '--max-warnings=0']);
  run('tsc', ['-p', 'tsconfig.spec.json']);
  run('nx', ['run', 'web:typecheck', '--output-style=stream-without-prefixes']);
  log('landing page JavaScript budget (150 KB gzipped)…');
  run('nx', ['run', 'web:size', '--output-style=stream-without-prefixes']);

  const reports = path.join(ROOT, 'tmp', 'test-reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  let passed = 0;
  let failed = 0;
  for (const tier of TIERS) {
    log(`${tier.project} tests…`);
    const outcome = runJest(tier, path.join(reports, `${tier.project}.json`));
    passed += outcome.passed;
    failed += outcome.failed + (outcome.ok || outcome.failed > 0 ? 0 : 1);
  }
  log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error) => {
  console.error(`[lieux] ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
