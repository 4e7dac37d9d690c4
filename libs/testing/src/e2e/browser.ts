/// <reference lib="dom" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** The flags DESIGN.md asks for; the fresh profile directory stands for `--user-data-dir`. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The gateway the e2e global setup started (it serves the built web app). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) {
    throw new Error('E2E_BASE_URL is not set: run this through `npm run test:e2e`, whose global setup starts the gateway.');
  }
  return url.replace(/\/+$/, '');
}

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * Headless Chromium from the system (never a downloaded browser) with a fresh profile: no stored
 * locale, cookie or cache from an earlier run. Playwright refuses `--user-data-dir` in `launch()`
 * args, hence the persistent context on a new temporary directory.
 */
export async function launchTestBrowser(viewport = { width: 1280, height: 900 }): Promise<TestBrowser> {
  const profileDir = mkdtempSync(join(tmpdir(), 'lieux-web-e2e-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    locale: 'fr-FR',
    viewport,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

export function htmlLocale(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}
