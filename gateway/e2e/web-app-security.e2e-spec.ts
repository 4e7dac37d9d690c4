/// <reference lib="dom" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

// The gateway's security as the built web app meets it, in Chromium: its Content-Security-Policy
// (gateway/src/http/security.ts) breaks no page, and the session cookie signs the browser in.

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const baseUrl = () => {
  const value = process.env.E2E_BASE_URL;
  if (!value) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`.');
  return value.replace(/\/+$/, '');
};

/** A fresh Chromium profile: no cookie, no cache from an earlier run. */
async function launch(): Promise<{ context: BrowserContext; page: Page; profileDir: string }> {
  const profileDir = mkdtempSync(join(tmpdir(), 'lieux-gateway-e2e-'));
  const context = await chromium.launchPersistentContext(profileDir, { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS, locale: 'fr-FR' });
  return { context, page: context.pages()[0] ?? (await context.newPage()), profileDir };
}

describe('the Content-Security-Policy in a browser', () => {
  let profileDir: string;
  let context: BrowserContext;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    ({ context, page, profileDir } = await launch());
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

describe('the session in the browser', () => {
  let profileDir: string;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page, profileDir } = await launch());
  });

  afterAll(async () => {
    await context?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  });

  const heading = () => page.locator('h1').first().textContent();

  it('shows the login screen on a protected route until the browser signs up, then the screen itself', async () => {
    await page.goto(`${baseUrl()}/lieu/nouveau`, { waitUntil: 'networkidle' });
    expect(await heading()).toBe('Connexion');

    // Signing up from the page itself: the cookie is the browser's, HttpOnly, invisible to scripts.
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/auth/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `web.${Date.now()}@example.ma`, password: 'motdepasse-web', firstName: 'Yasmine', lastName: 'Tazi' }),
      });
      return { status: response.status, cookieVisible: document.cookie.includes('lieux_session') };
    });
    expect(status).toEqual({ status: 201, cookieVisible: false });

    await page.goto(`${baseUrl()}/lieu/nouveau`, { waitUntil: 'networkidle' });
    expect(await heading()).toBe('Créer un lieu');
  });
});
