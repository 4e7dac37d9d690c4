// Lighthouse over the public pages and the merchant's page, against a running platform: one run per
// page, mobile preset (Lighthouse's default: a mid-range phone, simulated 4G, so the timings are
// computed from the page's trace rather than from this machine's network), in Debian's Chromium
// (CHROME_PATH, /usr/bin/chromium by default; never a downloaded browser). Used by
// `npm run bench:web` (the timings, for docs/performance.md) and by web/e2e/lighthouse.e2e-spec.ts
// (the scores and bytes that load cannot move).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { testSessionCookie } from './test-session.mjs';

/** The flags DESIGN.md asks for (libs/testing/src/e2e/browser.ts), as chrome-launcher passes them. */
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-sync'];

/** The five pages of issue 31 §6: the landing page, explorer, search, the best venue's page, and /merchant signed in. */
export async function auditedPages(baseUrl) {
  const feed = await (await fetch(`${baseUrl}/api/feed/home?limit=1`)).json();
  if (!Array.isArray(feed) || feed.length === 0) throw new Error('the home feed is empty: no venue page to audit');
  return [
    { name: '/', path: '/' },
    { name: '/explorer', path: '/explorer' },
    { name: '/recherche?q=cafe', path: '/recherche?q=cafe' },
    { name: '/venue/{slug}', path: `/venue/${feed[0].slug}` },
    { name: '/merchant (signed in)', path: '/merchant', cookie: await testSessionCookie(baseUrl, 'merchant') },
  ];
}

const score = (category) => Math.round((category?.score ?? 0) * 100);

/** What one run says of a page: the category scores, the timings, the bytes, the requests that block the first paint. */
function summaryOf(page, lhr) {
  const audits = lhr.audits;
  const failing = (category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => ({ id: ref.id, title: audits[ref.id].title, items: (audits[ref.id].details?.items ?? []).slice(0, 5).map((item) => item.node?.snippet ?? item.url ?? item.source?.url ?? JSON.stringify(item).slice(0, 200)) }));
  const requests = audits['network-requests']?.details?.items ?? [];
  return {
    page: page.name,
    url: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message,
    scores: {
      performance: score(lhr.categories.performance),
      accessibility: score(lhr.categories.accessibility),
      bestPractices: score(lhr.categories['best-practices']),
      seo: score(lhr.categories.seo),
    },
    timings: {
      fcpMs: audits['first-contentful-paint']?.numericValue,
      lcpMs: audits['largest-contentful-paint']?.numericValue,
      tbtMs: audits['total-blocking-time']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
    },
    /** Bytes on the wire (headers and compressed bodies), all requests of the page's load. */
    transferBytes: audits['total-byte-weight']?.numericValue ?? 0,
    transferBytesByType: requests.reduce((sum, request) => ({ ...sum, [request.resourceType]: (sum[request.resourceType] ?? 0) + (request.transferSize ?? 0) }), {}),
    /**
     * Audits Lighthouse could not compute. With Chromium 156, 12.2.3's trace engine fails on the
     * frame reporter events (`frame_sequence`): render-blocking resources, layout-shift culprits and
     * the LCP element are missing; the metrics themselves are computed. The render-blocking guard is
     * therefore the browser's own (infra/e2e/lighthouse.e2e-spec.ts, `renderBlockingStatus`).
     */
    erroredAudits: Object.values(audits).filter((audit) => audit.scoreDisplayMode === 'error').map((audit) => audit.id),
    failing: { accessibility: failing('accessibility'), bestPractices: failing('best-practices'), seo: failing('seo') },
  };
}

async function runOnce(url, flags, page) {
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // The whole report, to open in the Lighthouse viewer: BENCH_WEB_REPORTS=<directory>.
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(path.join(reports, `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`), result.report);
  }
  return summaryOf(page, result.lhr);
}

/**
 * Audits each page in turn in one Chromium; answers a summary per page. `log` receives a line per
 * page as it finishes (a run takes 10–30 s).
 */
export async function auditPages(baseUrl, pages, { log = () => {} } = {}) {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const summaries = [];
    for (const page of pages) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', ...(page.cookie ? { extraHeaders: { cookie: page.cookie } } : {}) };
      let summary = await runOnce(`${baseUrl}${page.path}`, flags, page);
      // A run whose trace Chromium failed to record (NO_NAVSTART, NO_FCP on a starved machine) says
      // nothing of the page: run it once more. A page that fails an audit is never run again.
      if (summary.runtimeError) summary = await runOnce(`${baseUrl}${page.path}`, flags, page);
      summaries.push(summary);
      log(summary);
    }
    return summaries;
  } finally {
    chrome.kill();
  }
}

/** The bench's table (docs/performance.md), one line a page. */
export function timingsTable(summaries) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const lines = [
    '| page | performance | FCP | LCP | TBT | CLS | accessibility | best practices | SEO | transferred |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { page, scores, timings, transferBytes } of summaries) {
    lines.push(
      `| ${page} | ${scores.performance} | ${(timings.fcpMs / 1000).toFixed(1)} s | ${(timings.lcpMs / 1000).toFixed(1)} s | ${Math.round(timings.tbtMs)} ms | ${timings.cls.toFixed(3)} | ${scores.accessibility} | ${scores.bestPractices} | ${scores.seo} | ${kb(transferBytes)} |`,
    );
  }
  return lines.join('\n');
}
