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

declare global {
  interface Window {
    /** Set by `watchHydrationScript`: true once React has committed a tree with nothing left to hydrate. */
    __lieuxHydrated?: boolean;
    /** Set by `watchHydrationScript` when one of the page's scripts failed to load. */
    __lieuxScriptFailed?: boolean;
  }
}

/**
 * Run before any script of a page: a stand-in for React DevTools' hook, which React (production builds
 * too) calls after each commit. After each commit it looks for what is still dehydrated (the root, or
 * a Suspense boundary whose code or data has not arrived) and sets `window.__lieuxHydrated` when
 * nothing is: the signal that hydration is over, from React itself.
 */
export function watchHydrationScript(): void {
  interface Fiber {
    tag: number;
    child: Fiber | null;
    sibling: Fiber | null;
    memoizedState: { dehydrated?: unknown; isDehydrated?: boolean } | null;
  }
  const SUSPENSE = 13;
  const stillDehydrated = (fiber: Fiber | null): boolean => {
    for (let node = fiber; node; node = node.sibling) {
      if (node.tag === SUSPENSE && node.memoizedState?.dehydrated) return true;
      if (stillDehydrated(node.child)) return true;
    }
    return false;
  };
  const settled = (root: { current: Fiber }) => !root.current.memoizedState?.isDehydrated && !stillDehydrated(root.current.child);
  window.__lieuxHydrated = false;
  // A script that could not load (a test that blocks them, to read what the server sent): no app will answer.
  window.addEventListener('error', (event) => {
    if (event.target instanceof HTMLScriptElement) window.__lieuxScriptFailed = true;
  }, true);
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    // After every commit (a boundary whose hydration runs no effect has no post-commit call), and
    // again once its effects have run.
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      window.__lieuxHydrated = settled(root);
    },
    onPostCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      window.__lieuxHydrated = settled(root);
    },
  };
}

/**
 * Waits until the app in the page answers: React has hydrated what the server rendered (or drawn
 * what it renders itself). A page that is not the app (no `#root`: an API answer, a file) is ready
 * as loaded, and so is a page whose scripts could not load. A click or a keystroke before that would
 * reach a page React does not listen to yet.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || window.__lieuxHydrated === true || window.__lieuxScriptFailed === true);
}

/** Every full navigation of the page (`goto`, `reload`) waits for the app to answer (`appReady`). */
function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
  return page;
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
  // Public pages arrive rendered by the server (docs/architecture.md): a test acts once they are hydrated.
  await context.addInitScript(watchHydrationScript);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitingForTheApp(await newPage());
  const page = waitingForTheApp(context.pages()[0] ?? (await newPage()));
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
