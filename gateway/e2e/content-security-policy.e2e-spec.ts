/// <reference lib="dom" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

// The gateway's Content-Security-Policy (gateway/src/http/security.ts) against the built web app and
// the API docs, in Chromium: every page renders and the browser reports no violation.

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const baseUrl = () => {
  const value = process.env.E2E_BASE_URL;
  if (!value) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`.');
  return value.replace(/\/+$/, '');
};

describe('the Content-Security-Policy in a browser', () => {
  let profileDir: string;
  let context: BrowserContext;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    profileDir = mkdtempSync(join(tmpdir(), 'lieux-csp-e2e-'));
    context = await chromium.launchPersistentContext(profileDir, { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS, locale: 'fr-FR' });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Violations also reach the page as events; collect them where the console might not.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event: SecurityPolicyViolationEvent) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
    });
  });

  afterAll(async () => {
    await context?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  });

  it.each(['/landing', '/explorer', '/login', '/signup'])('renders %s with no violation', async (path) => {
    violations.length = 0;
    const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    expect(violations).toEqual([]);
  });

  it('renders the API docs with no violation', async () => {
    violations.length = 0;
    await page.goto(`${baseUrl()}/api/docs`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.swagger-ui .info', { timeout: 10_000 });
    expect(violations).toEqual([]);
  });
});
