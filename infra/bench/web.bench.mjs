// `npm run bench:web`: Lighthouse's timings of the five pages of issue 31 §6 (performance score, FCP,
// LCP, TBT, CLS, with the other scores and the bytes transferred), against the built platform started
// here (the e2e stack: its own database, subjects and ports; run `npm run build` first). Prints a
// table for docs/performance.md with the machine's load average: the timings are simulated from the
// page's trace on a mid-range phone over 4G, but the trace itself (script evaluation, layout) is
// measured on this machine, so a loaded machine reads slower. Nothing here asserts: the guards that
// load cannot move are in web/e2e/lighthouse.e2e-spec.ts.
//   E2E_PORT_OFFSET (900), CHROME_PATH (/usr/bin/chromium), BENCH_WEB_URL (audit a platform already running there instead),
//   BENCH_WEB_REPORTS (a directory: each page's whole Lighthouse report, JSON, for the Lighthouse viewer)
import { loadavg } from 'node:os';
import { startE2eStack, stopE2eStack } from '../../libs/testing/src/e2e/e2e-stack.mjs';
import { auditedPages, auditPages, timingsTable } from './web-audit.mjs';

const running = process.env.BENCH_WEB_URL ? undefined : await startE2eStack({ portOffset: Number(process.env.E2E_PORT_OFFSET ?? 900) });
const baseUrl = (process.env.BENCH_WEB_URL ?? running.settings.E2E_BASE_URL).replace(/\/+$/, '');
try {
  const before = loadavg();
  const summaries = await auditPages(baseUrl, await auditedPages(baseUrl), {
    log: (summary) => console.error(`${summary.page}: performance ${summary.scores.performance}, LCP ${Math.round(summary.timings.lcpMs)} ms${summary.runtimeError ? ` (${summary.runtimeError})` : ''}`),
  });
  const after = loadavg();
  console.log(timingsTable(summaries));
  console.log(`\nLighthouse 12.2.3, mobile preset, ${new Date().toISOString()}; load average (1 min) ${before[0].toFixed(2)} before, ${after[0].toFixed(2)} after`);
  for (const summary of summaries) {
    for (const [category, audits] of Object.entries(summary.failing)) {
      for (const audit of audits) console.log(`${summary.page} ${category}: ${audit.id} — ${audit.title} ${JSON.stringify(audit.items)}`);
    }
    if (summary.erroredAudits.length > 0) console.log(`${summary.page} audits Lighthouse could not compute: ${summary.erroredAudits.join(', ')}`);
  }
} finally {
  if (running) await stopE2eStack(running);
}
