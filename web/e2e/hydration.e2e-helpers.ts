import type { Page } from 'playwright-core';
import { watchHydrationScript } from '@lieux/testing/browser';

/** The hydration signal (`window.__lieuxHydrated`) on this page, from its next navigation (the test browser sets it on every page already). */
export async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(watchHydrationScript);
}

/** Waits until React has hydrated the whole page (watchHydration must have been installed first). */
export async function hydrationOver(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__lieuxHydrated === true);
}

/** Console errors and warnings, and uncaught errors, that name a hydration problem (React's own words, or its minified codes 418–425). */
export function recordHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  const isHydrationProblem = (text: string) => /hydrat|did not match|server rendered|#41[89]|#42[0-5]/i.test(text);
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && isHydrationProblem(message.text())) warnings.push(`${page.url()}: ${message.text().slice(0, 1500)}`);
  });
  page.on('pageerror', (error) => {
    if (isHydrationProblem(`${error.message}\n${error.stack ?? ''}`)) warnings.push(`${page.url()}: ${error.message}`);
  });
  return warnings;
}
