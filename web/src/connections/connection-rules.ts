import {
  CONNECTION_CALLBACK_ERRORS,
  CONNECTION_ERROR_PARAM,
  CONNECTION_PROVIDER_ORDER,
  CONNECTION_RESULT_PARAM,
  CONNECTION_RESULTS,
  PROVIDER_MAX_SCORE_EFFECT,
  isConnectionProvider,
  type ConnectionDto,
  type ConnectionProvider,
  type ConnectionProviderStatusDto,
} from '@lieux/contracts';

/**
 * What a platform's card shows for one venue:
 * - `coming_soon`: the platform is not configured here ("bientôt disponible"), nothing to click;
 * - `not_connected`: the "Connecter" button;
 * - `active` / `paused`: the account, its switch and "Déconnecter";
 * - `needs_reconnect`: the consent expired or was withdrawn ("à reconnecter"), its "Reconnecter" button.
 * A linked account stays shown even when its platform was switched off since: it can still be disconnected.
 */
export type PlatformState = 'coming_soon' | 'not_connected' | 'active' | 'paused' | 'needs_reconnect';

export interface PlatformCard {
  provider: ConnectionProvider;
  /** The most the platform can add to the venue's 0–100 score (SCORING.md's weight). */
  maxScoreEffect: number;
  configured: boolean;
  /** The platform runs against the local sandbox: its accounts are labelled as such. */
  sandbox: boolean;
  connection: ConnectionDto | null;
  state: PlatformState;
}

export function connectionState(connection: Pick<ConnectionDto, 'status' | 'isActive'>): Exclude<PlatformState, 'coming_soon' | 'not_connected'> {
  if (connection.status === 'needs_reconnect') return 'needs_reconnect';
  return connection.isActive ? 'active' : 'paused';
}

/** The five platforms in the screens' order, each with this venue's connection (at most one per platform). */
export function platformCards(
  providers: readonly ConnectionProviderStatusDto[],
  connections: readonly ConnectionDto[],
  venueId: string,
): PlatformCard[] {
  return CONNECTION_PROVIDER_ORDER.map((provider) => {
    const status = providers.find((item) => item.provider === provider);
    const connection = connections.find((item) => item.venueId === venueId && item.provider === provider) ?? null;
    const configured = status?.configured ?? false;
    return {
      provider,
      maxScoreEffect: status?.maxScoreEffect ?? PROVIDER_MAX_SCORE_EFFECT[provider],
      configured,
      sandbox: connection?.sandbox ?? status?.sandbox ?? false,
      connection,
      state: connection ? connectionState(connection) : configured ? 'not_connected' : 'coming_soon',
    };
  });
}

/** The venue shown: the one asked for in the address when it is the merchant's, else the first. */
export function chosenVenueId(venueIds: readonly string[], requested: string | null): string | null {
  if (requested !== null && venueIds.includes(requested)) return requested;
  return venueIds[0] ?? null;
}

/** The query parameters the callback adds on its way back, cleared once read. */
const CALLBACK_PARAMS = [CONNECTION_RESULT_PARAM, CONNECTION_ERROR_PARAM, 'provider'] as const;

export type CallbackOutcome =
  | { kind: 'success'; provider: ConnectionProvider | null }
  | { kind: 'error'; provider: ConnectionProvider | null; code: string | null };

/**
 * The result of the platform's consent as the callback left it in the address
 * (`?connexion=reussie` / `?connexion=erreur&erreur=…`); null when the screen was simply opened.
 */
export function callbackOutcome(params: URLSearchParams): CallbackOutcome | null {
  const result = params.get(CONNECTION_RESULT_PARAM);
  const provider = params.get('provider');
  const known = isConnectionProvider(provider) ? provider : null;
  if (result === CONNECTION_RESULTS.success) return { kind: 'success', provider: known };
  if (result === CONNECTION_RESULTS.error) return { kind: 'error', provider: known, code: params.get(CONNECTION_ERROR_PARAM) };
  return null;
}

/**
 * The address once the callback's result is read: its parameters gone (a reload shows no second
 * toast), the venue kept so the screen stays on the venue just connected.
 */
export function withoutCallbackParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(params);
  for (const name of CALLBACK_PARAMS) kept.delete(name);
  return kept;
}

/** The texts (keys of connections.fr.ts) of the toast a callback's result raises. */
export type CallbackToastKey = 'toast.success' | 'toast.errorMessage' | 'toast.denied' | 'toast.accountTaken' | 'toast.unavailable';

/**
 * The toast of a callback's result: 'Connexion réussie !', or 'Erreur de connexion' with the spec's
 * 'Impossible de connecter le compte…' — more precise where the person can act on the reason (they
 * refused the consent, the account belongs to another venue, the platform is not open yet).
 */
export function callbackToast(outcome: CallbackOutcome): { tone: 'success' | 'error'; message: CallbackToastKey; withErrorTitle: boolean } {
  if (outcome.kind === 'success') return { tone: 'success', message: 'toast.success', withErrorTitle: false };
  const specific: Partial<Record<string, CallbackToastKey>> = {
    [CONNECTION_CALLBACK_ERRORS.denied]: 'toast.denied',
    [CONNECTION_CALLBACK_ERRORS.accountTaken]: 'toast.accountTaken',
    [CONNECTION_CALLBACK_ERRORS.unavailable]: 'toast.unavailable',
  };
  return { tone: 'error', message: (outcome.code !== null && specific[outcome.code]) || 'toast.errorMessage', withErrorTitle: true };
}

/** Connections that count in the score: switched on and in good standing. */
export function countsInScore(connection: Pick<ConnectionDto, 'status' | 'isActive'>): boolean {
  return connectionState(connection) === 'active';
}

/**
 * The onboarding's "Connecter Instagram" / "Connecter Facebook" from the connections themselves:
 * done when one of the merchant's venues has that platform linked and counting; the account shown.
 */
export function onboardingConnection(
  connections: readonly ConnectionDto[],
  provider: ConnectionProvider,
): { done: boolean; connection: ConnectionDto | null } {
  const ofProvider = connections.filter((connection) => connection.provider === provider);
  const counting = ofProvider.find(countsInScore);
  return { done: counting !== undefined, connection: counting ?? ofProvider[0] ?? null };
}
