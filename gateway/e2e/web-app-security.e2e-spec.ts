/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { uniqueHex } from '@lieux/testing';

// The gateway's security as the built web app meets it, in Chromium: its Content-Security-Policy
// (gateway/src/http/security.ts) breaks no page, and the session cookie signs the browser in.

describe('the Content-Security-Policy in a browser', () => {
  let browser: TestBrowser;
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    browser = await launchTestBrowser();
    page = browser.page;
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Violations also reach the page as events; collect them where the console might not.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event: SecurityPolicyViolationEvent) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
    });
  });

  afterAll(async () => {
    await browser?.close();
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
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
  });

  const heading = () => page.locator('h1').first().textContent();

  it('shows the login screen on a protected route until the browser signs up, then the screen itself', async () => {
    await page.goto(`${baseUrl()}/lieu/nouveau`, { waitUntil: 'networkidle' });
    expect(await heading()).toBe('Connexion');

    // Signing up from the page itself: the cookie is the browser's, HttpOnly, invisible to scripts.
    const status = await page.evaluate(async (email) => {
      const response = await fetch('/api/auth/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'motdepasse-web', firstName: 'Yasmine', lastName: 'Tazi' }),
      });
      return { status: response.status, cookieVisible: document.cookie.includes('lieux_session') };
    }, `web.${uniqueHex()}@example.ma`);
    expect(status).toEqual({ status: 201, cookieVisible: false });

    await page.goto(`${baseUrl()}/lieu/nouveau`, { waitUntil: 'networkidle' });
    expect(await heading()).toBe('Créer un lieu');
  });
});
