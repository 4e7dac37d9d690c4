// `npm run fuzz` (issue 16): the fuzzer's long run against a whole platform of its own (the e2e
// stack), FUZZ_REQUESTS bad requests (12,000 by default; `npm run fuzz -- 20000`), FUZZ_SEED to replay
// a run. Its figures go to tmp/fuzz-report.json and the terminal; docs/reliability.md keeps them.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runLongTest } from './lib/long-run.mjs';
import { ROOT } from './lib/stack.mjs';

const requests = Number(process.argv[2] ?? process.env.FUZZ_REQUESTS ?? 12_000);
if (!Number.isInteger(requests) || requests < 1) {
  console.error('usage: npm run fuzz -- [number of requests]');
  process.exit(2);
}
const report = path.join(ROOT, 'tmp', 'fuzz-report.json');
// A new seed each long run (new requests every time), printed with the figures to replay one.
const seed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
const status = await runLongTest({ project: 'e2e', pattern: 'infra/e2e/api-fuzz', env: { FUZZ_REQUESTS: String(requests), FUZZ_REPORT: report, FUZZ_SEED: seed } });
try {
  const figures = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`[lieux] ${figures.requests} requests in ${figures.seconds} s (seed ${figures.seed}), ${figures.refusedWritesChecked} refused writes checked against the database`);
  console.log(`[lieux] statuses: ${Object.entries(figures.statuses).map(([code, count]) => `${code}×${count}`).join(', ')}`);
  console.log(`[lieux] faults: ${figures.faults.length}${figures.faults.length > 0 ? ` (${report})` : ''}`);
} catch {
  console.error('[lieux] no report: the run stopped before its end (above)');
}
process.exit(status);
