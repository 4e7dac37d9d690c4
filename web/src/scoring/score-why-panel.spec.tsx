import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../app/theme';
import { authStatusQueryKey } from '../auth/use-auth-status';
import { connectionQueryKeys } from '../connections/connections.queries';
import { merchantQueryKeys } from '../merchant/merchant.queries';
import { scoreAdvice } from './score-advice';
import { ScoreAdviceList } from './score-advice-list';
import { ScoreBreakdownList } from './score-breakdown-list';
import { breakdownOf, GOOGLE_COUNTED, INSTAGRAM_COUNTED } from './score-breakdown.fixtures';
import ScoreWhyPanel, { ScoreSummary } from './score-why-panel';
import { scoreQueryKeys } from './score.queries';

// What "Pourquoi ce score ?" writes on the page, rendered to HTML in French (the charts are their own
// chunk and the browser journey sees them; here, the words a reader and a screen reader get).

const VENUE_ID = '7d1c1a52-55a8-4d1b-9a53-1c8c1f0a3b01';

function render(node: ReactNode, seed: (client: QueryClient) => void = () => undefined): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  seed(client);
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  // The text a reader sees: tags dropped, entities and Intl's no-break spaces read as spaces.
  return html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, '’').replace(/&amp;/g, '&').replace(/\s+/gu, ' ');
}

describe('"Pourquoi ce score ?" on the page', () => {
  it('writes each platform out: points out of its most, its own rating, what was read; 0 for the unconnected', () => {
    const text = render(<ScoreBreakdownList platforms={breakdownOf({ instagram: INSTAGRAM_COUNTED }).platforms} />);
    expect(text).toContain('Instagram 17,5 / 35 points');
    expect(text).toContain('Note du réseau : 50/100 · 2,4 k abonnés · 4 publications en 30 jours · 410 interactions');
    expect(text).toContain('TikTok Non connecté : 0 point');
    expect(text).toContain('LinkedIn Non connecté : 0 point');
  });

  it('writes each count in its singular or plural form, French saying "0 interaction" and "1 abonné"', () => {
    const inputs = { followers: 1, posts30d: 1, interactions30d: 0, rating: null, reviewCount: null, measuredAt: '2026-11-22T02:59:00.000Z' };
    const text = render(<ScoreBreakdownList platforms={breakdownOf({ instagram: { ...INSTAGRAM_COUNTED, inputs } }).platforms} />);
    expect(text).toContain('1 abonné · 1 publication en 30 jours · 0 interaction');
  });

  it('shows a held figure for what it is', () => {
    const text = render(<ScoreBreakdownList platforms={breakdownOf({ instagram: { ...INSTAGRAM_COUNTED, flags: ['growth-anomaly'] } }).platforms} />);
    expect(text).toContain('Hausse d’abonnés retenue');
  });

  it('gives the level and the age of the score', () => {
    const breakdown = { ...breakdownOf({ instagram: INSTAGRAM_COUNTED }), computedAt: new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString() };
    const text = render(<ScoreSummary breakdown={breakdown} />);
    expect(text).toContain('18 sur 100 : faible');
    expect(text).toContain('Calculé il y a 3 h');
  });

  it('links each "connect" advice to the connections screen of this venue', () => {
    const html = renderToStaticMarkup(
      <MantineProvider theme={theme}>
        <MemoryRouter>
          <ScoreAdviceList advice={scoreAdvice(breakdownOf({ instagram: INSTAGRAM_COUNTED, google: GOOGLE_COUNTED }))} venueId={VENUE_ID} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(html).toContain(`href="/merchant/connections?venueId=${VENUE_ID}"`);
    expect(html).toContain('Connectez TikTok : jusqu’à +25 points');
    expect(html).toContain('Publiez plus souvent sur Instagram (4 publications en 30 jours, 12 donnent le maximum) : jusqu’à +3 points');
    expect(html).toContain('Améliorez votre note Google (répondez aux avis, soignez l’accueil) : jusqu’à +1 point<');
  });

  it('says "pas encore noté" for a venue without a counted platform, never a score of 0, and advises nobody but the owner', () => {
    const breakdown = breakdownOf({});
    const text = render(<ScoreWhyPanel slug="cafe-hafa" venueId={VENUE_ID} />, (client) => {
      client.setQueryData(scoreQueryKeys.breakdown('cafe-hafa'), breakdown);
      client.setQueryData(authStatusQueryKey, { isAuthenticated: false, user: null });
    });
    expect(text).toContain('Pas encore noté');
    expect(text).not.toMatch(/\b0 sur 100\b/);
    expect(text).not.toContain('Pour faire monter votre score');
    expect(text).toContain('Formule version 1 · Comment le score est calculé');
  });

  it('advises the owner, from their own venues and connections', () => {
    const text = render(<ScoreWhyPanel slug="cafe-hafa" venueId={VENUE_ID} />, (client) => {
      client.setQueryData(scoreQueryKeys.breakdown('cafe-hafa'), breakdownOf({}));
      client.setQueryData(authStatusQueryKey, { isAuthenticated: true, user: { id: 'u1', role: 'merchant' } });
      client.setQueryData(merchantQueryKeys.venues, [{ id: VENUE_ID }]);
      client.setQueryData(connectionQueryKeys.list, [{ venueId: VENUE_ID, provider: 'tiktok', isActive: false, status: 'active' }]);
    });
    expect(text).toContain('Pour faire monter votre score');
    expect(text).toContain('Connectez Instagram : jusqu’à +35 points');
    expect(text).toContain('Réactivez TikTok : jusqu’à +25 points');
  });
});
