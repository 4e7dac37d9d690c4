import type { Locator, Page } from 'playwright-core';
import { uniqueHex } from '@lieux/testing';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { confirmationLinkOf, queryE2eDatabase, until } from '@lieux/testing/e2e';
import { confirmEmailFr } from '../src/screens/confirm-email/confirm-email.fr';
import { signupFr } from '../src/screens/signup/signup.fr';
import { venuesFr } from '../src/venues/venues.fr';
import { votesFr } from '../src/votes/votes.fr';
import { openIn } from './page-checks.e2e-helpers';

// Votes and favourites in Chromium (issue 8), served by the gateway with the whole platform behind
// it: the vote goes through the votes service, JetStream and the venues service's count; nothing is
// intercepted.

const fill = (text: string, name: string) => text.replace('{name}', name);

/** The first card of the explorer: its article, its venue's name and its count as a number. */
async function firstCard(page: Page): Promise<{ card: Locator; name: string }> {
  const card = page.locator('article').first();
  await card.waitFor();
  const name = (await card.locator('h2 a, h3 a').first().textContent())?.trim() ?? '';
  return { card, name };
}

async function countOf(card: Locator): Promise<number> {
  const text = (await card.getByTestId('vote-count').textContent()) ?? '';
  if (text === venuesFr.voteCountNone) return 0;
  return Number(text.replace(/\D/g, ''));
}

async function countBecomes(card: Locator, expected: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await countOf(card)) !== expected) {
    if (Date.now() > deadline) throw new Error(`the card's count stayed ${await countOf(card)}, expected ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('votes and favourites in the browser', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    ({ page } = browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signed out: the vote button says to sign in, toasts the spec’s message and opens /login', async () => {
    await openIn(page, 'fr', '/explorer');
    const { card } = await firstCard(page);
    await card.getByRole('button', { name: venuesFr.connectToVote }).click();
    await page.getByText(venuesFr.signInToVote, { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('signs up, votes from the explorer (kept, counted once the e-mail is confirmed from the welcome mail’s link), takes the vote back (count back), and finds a favourite on Mes favoris', async () => {
    const email = `votes.${uniqueHex()}@example.ma`;
    await openIn(page, 'fr', '/signup');
    await page.getByLabel('Prénom').fill('Salma');
    await page.getByLabel('Nom', { exact: false }).nth(1).fill('Berrada');
    await page.getByLabel('Email', { exact: false }).first().fill(email);
    await page.getByLabel('Mot de passe', { exact: false }).first().fill('motdepasse-web');
    await page.getByRole('button', { name: signupFr.submit }).click();
    await page.waitForURL((url) => url.pathname === '/explorer');

    const { card, name } = await firstCard(page);
    const vote = card.getByRole('button', { name: fill(votesFr.voteLabel, name) });
    await vote.waitFor();
    const before = await countOf(card);
    await vote.click();
    // Issue 30 §9: voted at once and told when it will count; the public count does not move.
    await page.getByText(votesFr.voteThanksUnconfirmed, { exact: true }).waitFor();
    await card.getByRole('button', { name: fill(votesFr.votedLabel, name) }).waitFor();
    const stored = await until(() => queryE2eDatabase<{ counted: boolean }>('select v.counted from votes.votes v join auth.users u on u.id = v.user_id where lower(u.email) = $1 and v.value = 1', [email]), (rows) => rows.length === 1);
    expect(stored).toEqual([{ counted: false }]);
    await page.reload();
    await (await firstCard(page)).card.getByRole('button', { name: fill(votesFr.votedLabel, name) }).waitFor();
    expect(await countOf((await firstCard(page)).card)).toBe(before);

    // The account page says why, and the welcome mail's link confirms the address.
    await openIn(page, 'fr', '/compte');
    await page.getByTestId('email-confirmation-notice').getByText(confirmEmailFr['notice.title']).waitFor();
    await openIn(page, 'fr', await confirmationLinkOf(email));
    await page.getByRole('status').getByText(confirmEmailFr.done).waitFor();
    await openIn(page, 'fr', '/explorer');
    const reloaded = (await firstCard(page)).card;
    await reloaded.getByRole('button', { name: fill(votesFr.votedLabel, name) }).waitFor();
    await countBecomes(reloaded, before + 1);

    await reloaded.getByRole('button', { name: fill(votesFr.votedLabel, name) }).click();
    await page.getByText(votesFr.voteRemoved, { exact: true }).waitFor();
    await countBecomes(reloaded, before);
    await reloaded.getByRole('button', { name: fill(votesFr.voteLabel, name) }).waitFor();

    await reloaded.getByRole('button', { name: fill(votesFr.favoriteAdd, name) }).click();
    await page.getByText(votesFr.favoriteAdded, { exact: true }).waitFor();
    await reloaded.getByRole('button', { name: fill(votesFr.favoriteRemove, name) }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'Mes favoris' }).click();
    await page.waitForURL((url) => url.pathname === '/favoris');
    await page.getByRole('heading', { level: 1, name: votesFr.favoritesTitle }).waitFor();
    await page.locator('article').getByRole('link', { name, exact: true }).waitFor();
    expect(await page.locator('article').count()).toBe(1);
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
  });
});
