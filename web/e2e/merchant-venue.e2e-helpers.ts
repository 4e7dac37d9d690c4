import type { Page } from 'playwright-core';
import { baseUrl } from '@lieux/testing/browser';
import { uniqueHex } from '@lieux/testing';
import { connectionsFr } from '../src/connections/connections.fr';

/** A new merchant with one venue ('Café Hafa', Tanger), signed in in this browser; answers the venue's id and slug. */
export async function merchantWithVenue(page: Page, prefix = 'reseaux'): Promise<{ id: string; slug: string }> {
  await page.goto(`${baseUrl()}/faq`);
  return page.evaluate(async (email) => {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string; slug: string };
    };
    await post('/api/auth/signup', { email, password: 'motdepasse-reseaux', firstName: 'Salma', lastName: 'Idrissi', role: 'merchant' });
    const { id, slug } = await post('/api/venues', { name: 'Café Hafa', categoryId: 'cafe', address: 'Rue Hafa', city: 'Tanger' });
    return { id, slug };
  }, `${prefix}.${uniqueHex()}@example.ma`);
}

/** Clicks "Connecter" on a platform's card and lands on the sandbox's consent page with the account to grant. */
export async function openConsent(page: Page, platform: string, account: string): Promise<void> {
  await page.getByRole('article', { name: platform }).getByRole('link', { name: connectionsFr.connect }).click();
  await page.getByRole('button', { name: 'Autoriser' }).waitFor();
  await page.getByLabel('Compte de démonstration').fill(account);
}
