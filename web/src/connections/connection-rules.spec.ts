import type { ConnectionDto, ConnectionProviderStatusDto } from '@lieux/contracts';
import {
  callbackOutcome,
  callbackToast,
  chosenVenueId,
  connectionState,
  onboardingConnection,
  platformCards,
  withoutCallbackParams,
} from './connection-rules';

const VENUE = '7d1c1a52-55a8-4d1b-9a53-1c8c1f0a3b01';
const OTHER_VENUE = '0b6f0e1e-0c2e-4a5e-8f5b-2d7c7b9a1e02';

function connection(overrides: Partial<ConnectionDto>): ConnectionDto {
  return {
    id: 'c1',
    venueId: VENUE,
    provider: 'instagram',
    accountRef: 'cafeclock.fes',
    accountName: 'Café Clock',
    profileUrl: 'https://www.instagram.com/cafeclock.fes',
    isActive: true,
    status: 'active',
    connectedAt: '2026-11-20T10:00:00.000Z',
    lastSyncAt: null,
    sandbox: false,
    metrics: { followers: null, engagement: null, posts30d: null, interactions30d: null, rating: null, reviewCount: null },
    ...overrides,
  };
}

const ALL_CONFIGURED: ConnectionProviderStatusDto[] = [
  { provider: 'instagram', configured: true, sandbox: true, maxScoreEffect: 35 },
  { provider: 'tiktok', configured: true, sandbox: true, maxScoreEffect: 25 },
  { provider: 'facebook', configured: true, sandbox: false, maxScoreEffect: 15 },
  { provider: 'linkedin', configured: true, sandbox: false, maxScoreEffect: 10 },
  { provider: 'google', configured: true, sandbox: false, maxScoreEffect: 15 },
];

describe('connectionState', () => {
  it('is active when switched on and in good standing, paused when switched off', () => {
    expect(connectionState({ status: 'active', isActive: true })).toBe('active');
    expect(connectionState({ status: 'active', isActive: false })).toBe('paused');
  });

  it('is "à reconnecter" whatever the switch says once the consent is gone', () => {
    expect(connectionState({ status: 'needs_reconnect', isActive: true })).toBe('needs_reconnect');
    expect(connectionState({ status: 'needs_reconnect', isActive: false })).toBe('needs_reconnect');
  });
});

describe('platformCards', () => {
  it('lists the five platforms with their real weight in the score (+35, +25, +15, +15, +10)', () => {
    const cards = platformCards(ALL_CONFIGURED, [], VENUE);
    expect(cards.map((card) => [card.provider, card.maxScoreEffect, card.state])).toEqual([
      ['instagram', 35, 'not_connected'],
      ['tiktok', 25, 'not_connected'],
      ['facebook', 15, 'not_connected'],
      ['google', 15, 'not_connected'],
      ['linkedin', 10, 'not_connected'],
    ]);
  });

  it('says "bientôt disponible" for a platform not configured, or one the server did not list', () => {
    const providers = ALL_CONFIGURED.map((item) => (item.provider === 'linkedin' ? { ...item, configured: false } : item)).filter((item) => item.provider !== 'google');
    const cards = platformCards(providers, [], VENUE);
    expect(cards.find((card) => card.provider === 'linkedin')?.state).toBe('coming_soon');
    expect(cards.find((card) => card.provider === 'google')).toMatchObject({ state: 'coming_soon', maxScoreEffect: 15 });
  });

  it("shows this venue's account only, in its state, and keeps one whose platform was switched off since", () => {
    const connections = [
      connection({ id: 'ig', provider: 'instagram', sandbox: true }),
      connection({ id: 'fb', provider: 'facebook', isActive: false }),
      connection({ id: 'tt', provider: 'tiktok', status: 'needs_reconnect' }),
      connection({ id: 'li-other', provider: 'linkedin', venueId: OTHER_VENUE }),
    ];
    const providers = ALL_CONFIGURED.map((item) => (item.provider === 'facebook' ? { ...item, configured: false } : item));
    const cards = platformCards(providers, connections, VENUE);
    const byProvider = Object.fromEntries(cards.map((card) => [card.provider, card]));
    expect(byProvider.instagram).toMatchObject({ state: 'active', sandbox: true, connection: { id: 'ig' } });
    expect(byProvider.facebook).toMatchObject({ state: 'paused', configured: false, connection: { id: 'fb' } });
    expect(byProvider.tiktok).toMatchObject({ state: 'needs_reconnect', connection: { id: 'tt' } });
    expect(byProvider.linkedin).toMatchObject({ state: 'not_connected', connection: null });
  });

  it('labels an account by its own sandbox flag, a platform without account by the platform’s', () => {
    const cards = platformCards(ALL_CONFIGURED, [connection({ provider: 'facebook', sandbox: true })], VENUE);
    expect(cards.find((card) => card.provider === 'facebook')?.sandbox).toBe(true);
    expect(cards.find((card) => card.provider === 'linkedin')?.sandbox).toBe(false);
    expect(cards.find((card) => card.provider === 'tiktok')?.sandbox).toBe(true);
  });
});

describe('chosenVenueId', () => {
  it('takes the venue of the address when it is one of the merchant’s, else the first', () => {
    expect(chosenVenueId([VENUE, OTHER_VENUE], OTHER_VENUE)).toBe(OTHER_VENUE);
    expect(chosenVenueId([VENUE, OTHER_VENUE], 'someone-elses-venue')).toBe(VENUE);
    expect(chosenVenueId([VENUE, OTHER_VENUE], null)).toBe(VENUE);
    expect(chosenVenueId([], VENUE)).toBeNull();
  });
});

describe('callbackOutcome and callbackToast', () => {
  it("reads the callback's success: 'Connexion réussie !'", () => {
    const outcome = callbackOutcome(new URLSearchParams(`venueId=${VENUE}&provider=instagram&connexion=reussie`));
    expect(outcome).toEqual({ kind: 'success', provider: 'instagram' });
    expect(callbackToast(outcome!)).toEqual({ tone: 'success', message: 'toast.success', withErrorTitle: false });
  });

  it("reads a failure: 'Erreur de connexion' with the spec's message, or the reason the person can act on", () => {
    const failed = callbackOutcome(new URLSearchParams('provider=tiktok&connexion=erreur&erreur=echec-plateforme'));
    expect(failed).toEqual({ kind: 'error', provider: 'tiktok', code: 'echec-plateforme' });
    expect(callbackToast(failed!)).toEqual({ tone: 'error', message: 'toast.errorMessage', withErrorTitle: true });
    const toastOf = (code: string) => callbackToast({ kind: 'error', provider: null, code }).message;
    expect(toastOf('consentement-refuse')).toBe('toast.denied');
    expect(toastOf('compte-deja-lie')).toBe('toast.accountTaken');
    expect(toastOf('plateforme-indisponible')).toBe('toast.unavailable');
    expect(toastOf('etat-invalide')).toBe('toast.errorMessage');
    expect(toastOf('anything-else')).toBe('toast.errorMessage');
    expect(callbackToast({ kind: 'error', provider: null, code: null }).message).toBe('toast.errorMessage');
  });

  it('raises nothing when the screen is simply opened, or the address carries an unknown result', () => {
    expect(callbackOutcome(new URLSearchParams(`venueId=${VENUE}`))).toBeNull();
    expect(callbackOutcome(new URLSearchParams('connexion=peut-etre'))).toBeNull();
  });

  it('drops an unknown platform name rather than trusting the address', () => {
    expect(callbackOutcome(new URLSearchParams('provider=myspace&connexion=reussie'))).toEqual({ kind: 'success', provider: null });
  });

  it('cleans the address of the result but keeps the venue', () => {
    const cleaned = withoutCallbackParams(new URLSearchParams(`venueId=${VENUE}&provider=instagram&connexion=erreur&erreur=etat-invalide`));
    expect(cleaned.toString()).toBe(`venueId=${VENUE}`);
  });
});

describe('onboardingConnection', () => {
  it('is done when one of the venues has the platform linked and counting', () => {
    const linked = [connection({ id: 'paused', isActive: false }), connection({ id: 'on', venueId: OTHER_VENUE })];
    expect(onboardingConnection(linked, 'instagram')).toMatchObject({ done: true, connection: { id: 'on' } });
  });

  it('is not done for a paused or "à reconnecter" account, which it still names', () => {
    expect(onboardingConnection([connection({ id: 'paused', isActive: false })], 'instagram')).toMatchObject({ done: false, connection: { id: 'paused' } });
    expect(onboardingConnection([connection({ id: 'lost', status: 'needs_reconnect' })], 'instagram')).toMatchObject({ done: false, connection: { id: 'lost' } });
    expect(onboardingConnection([connection({ provider: 'instagram' })], 'facebook')).toEqual({ done: false, connection: null });
  });
});
