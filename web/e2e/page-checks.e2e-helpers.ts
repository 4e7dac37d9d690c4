import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { baseUrl } from '@lieux/testing/browser';

export const LOCALES = ['fr', 'en', 'ar'] as const;
export type TestLocale = (typeof LOCALES)[number];

/** Opens `path` in `locale`, chosen as a reader would (stored, then the page loaded again). */
export async function openIn(page: Page, locale: TestLocale, path: string): Promise<void> {
  await page.goto(`${baseUrl()}/faq`);
  await page.evaluate((chosen) => window.localStorage.setItem('locale', chosen), locale);
  await page.goto(`${baseUrl()}${path}`);
}

/** axe's serious and critical WCAG 2.1 AA violations on the page as it stands, `path` in each line. */
export async function seriousAxeViolations(page: Page, path: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
