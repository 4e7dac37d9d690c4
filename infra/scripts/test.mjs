// `npm test`: the same preparation as `npm start` (infrastructure, build), then every tier of tests:
// lint and type checks, unit, integration (real PostgreSQL/Redis/NATS), end to end (the whole
// platform through the gateway, and the browser). Ends with one line: "N passed, M failed".
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildAll, NX_ENV, run, runAll } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureKustomize } from './lib/kustomize.mjs';
import { ROOT } from './lib/stack.mjs';

const log = (message) => console.log(`[lieux] ${message}`);
/**
 * Each tier's limit, against a hang (a leaked connection, a stuck process), not a measure of speed:
 * well above what the tier takes on the slowest day seen (unit 1.5 min, integration 3, e2e 16: the
 * machine type's speed varies about twofold from day to day, docs/testing.md).
 */
const UNIT = { project: 'unit', args: ['--maxWorkers=2'], timeoutMs: 15 * 60 * 1000 };
// Beside the e2e tier, whose browser and stack wait on each other more than they compute: one
// worker, its output kept in a file and printed as one block when it ends (docs/testing.md).
const INTEGRATION = { project: 'integration', args: ['--maxWorkers=1', '--testTimeout=30000'], timeoutMs: 15 * 60 * 1000, quiet: true };
const E2E = { project: 'e2e', args: ['--runInBand', '--testTimeout=60000'], timeoutMs: 35 * 60 * 1000 };
/** The tiers in stages: a stage's tiers run at once, the stages one after the other. */
const STAGES = [[UNIT], [INTEGRATION, E2E]];

/**
 * One Jest tier in a process group of its own, so that a tier past its limit is stopped with
 * everything it started (the e2e stack's processes, Chromium): killing Jest alone would leave them
 * running, holding the ports and the CPU of whatever runs next.
 */
async function runJest(tier, reportFile) {
  const jest = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
  const outputFile = tier.quiet ? reportFile.replace(/\.json$/, '.log') : undefined;
  const output = outputFile ? openSync(outputFile, 'w') : undefined;
  const child = spawn(
    process.execPath,
    ['--experimental-vm-modules', jest, '--ci', '--selectProjects', tier.project, '--json', `--outputFile=${reportFile}`, ...tier.args],
    {
      cwd: ROOT,
      stdio: output === undefined ? 'inherit' : ['ignore', output, output],
      env: { ...process.env, ...NX_ENV, NODE_OPTIONS: '--no-warnings=ExperimentalWarning' },
      detached: true,
    },
  );
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  // Outside the terminal's group now: Ctrl-C and a SIGTERM to `npm test` reach the tier through
  // here, and end `npm test` once the tier has stopped.
  let stoppedBy;
  const forward = (signal) => {
    stoppedBy = signal;
    killGroup(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  // A tier that hangs fails instead of eating CI's time.
  const limit = setTimeout(() => {
    console.error(`[lieux] ${tier.project} tests stopped: still running after ${tier.timeoutMs / 60_000} minutes`);
    killGroup('SIGKILL');
  }, tier.timeoutMs);
  const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  clearTimeout(limit);
  if (output !== undefined) {
    closeSync(output);
    log(`${tier.project} tests, their output:`);
    process.stdout.write(readFileSync(outputFile, 'utf8'));
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, forward);
  // Whatever the tier left behind (a process of a stack it could not stop) goes with it.
  killGroup('SIGKILL');
  if (stoppedBy) {
    console.log(`[lieux] stopped (${stoppedBy})`);
    process.exit(1);
  }
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
  return {
    ok: status === 0,
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
  // Three single-threaded checks side by side on the machine's two cores.
  log('lint (module boundaries) and type checks of the tests, at once…');
  await runAll([
    ['eslint', ['.', '--max-warnings=0']],
    ['tsc', ['-p', 'tsconfig.spec.json']],
    ['nx', ['run', 'web:typecheck', '--output-style=stream-without-prefixes']],
  ]);
  log('first-visit JavaScript budgets (landing 131 KB, other routes 133 KB, as brotli sends them)…');
  run('nx', ['run', 'web:size', '--output-style=stream-without-prefixes']);

  const reports = path.join(ROOT, 'tmp', 'test-reports');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  let passed = 0;
  let failed = 0;
  for (const stage of STAGES) {
    log(`${stage.map((tier) => tier.project).join(' and ')} tests…`);
    const outcomes = await Promise.all(stage.map((tier) => runJest(tier, path.join(reports, `${tier.project}.json`))));
    for (const outcome of outcomes) {
      passed += outcome.passed;
      failed += outcome.failed + (outcome.ok || outcome.failed > 0 ? 0 : 1);
    }
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
