import { SOCIAL_PROVIDERS, type SocialProvider } from '../venues/venue.model.js';

/**
 * Social connections (issue 12): the five platforms a venue links, what each one is worth in the
 * published formula (SCORING.md, version 1), and the states a connection goes through. docs/connections.md.
 */
export const CONNECTION_PROVIDERS = SOCIAL_PROVIDERS;
export type ConnectionProvider = SocialProvider;

export function isConnectionProvider(value: unknown): value is ConnectionProvider {
  return typeof value === 'string' && (CONNECTION_PROVIDERS as readonly string[]).includes(value);
}

/**
 * Each platform's weight in the composite score (0.35·IG + 0.25·TT + 0.15·FB + 0.10·LI + 0.15·GB): the
 * most a connection can add to a venue's 0–100 score, shown as "+35" on the connections screen.
 */
export const PROVIDER_MAX_SCORE_EFFECT = {
  instagram: 35,
  tiktok: 25,
  facebook: 15,
  linkedin: 10,
  google: 15,
} as const satisfies Record<ConnectionProvider, number>;

/** The order the screens list the platforms in: by what they are worth, then by name. */
export const CONNECTION_PROVIDER_ORDER = ['instagram', 'tiktok', 'facebook', 'google', 'linkedin'] as const satisfies readonly ConnectionProvider[];

/** The platforms' names as people know them (the same in every language). */
export const PROVIDER_LABELS = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  google: 'Google Business',
} as const satisfies Record<ConnectionProvider, string>;

/**
 * `active`: tokens valid, metrics read. `needs_reconnect` ("à reconnecter"): the platform revoked the
 * consent, or it expired without a way to refresh it; the connection counts 0 in the score until the
 * merchant connects again.
 */
export const CONNECTION_STATUSES = ['active', 'needs_reconnect'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * The callback's way back: `/merchant/connections?venueId=…&provider=…&connexion=reussie` or
 * `…&connexion=erreur&erreur=<code>`. The screen turns it into a toast (CONNECTION_TOASTS) and clears it.
 */
export const CONNECTIONS_SCREEN_PATH = '/merchant/connections';
export const CONNECTION_RESULT_PARAM = 'connexion';
export const CONNECTION_ERROR_PARAM = 'erreur';
export const CONNECTION_RESULTS = { success: 'reussie', error: 'erreur' } as const;

/** Why a connection attempt failed, as it travels in `?erreur=` (stable, lowercase, hyphenated). */
export const CONNECTION_CALLBACK_ERRORS = {
  /** The person refused on the platform's consent page (`error=access_denied`). */
  denied: 'consentement-refuse',
  /** Unknown, expired (10 min), already used, or another person's state: nothing stored. */
  stateInvalid: 'etat-invalide',
  /** The platform is not configured on this installation ("bientôt disponible"). */
  unavailable: 'plateforme-indisponible',
  /** The venue is not the actor's, or no longer exists. */
  venueNotOwned: 'lieu-non-autorise',
  /** The account is already linked to another venue. */
  accountTaken: 'compte-deja-lie',
  /** The platform did not answer, or answered something unusable (exchange, account read). */
  failed: 'echec-plateforme',
} as const;
export type ConnectionCallbackError = keyof typeof CONNECTION_CALLBACK_ERRORS;

/** The toasts of the connections screen, in French (the web app's locales carry en and ar). */
export const CONNECTION_TOASTS = {
  success: 'Connexion réussie !',
  errorTitle: 'Erreur de connexion',
  errorMessage: 'Impossible de connecter le compte. Réessayez plus tard.',
  disconnected: 'Compte déconnecté',
  comingSoon: 'bientôt disponible',
  readOnly: 'Accès en lecture seule : Lieux lit vos statistiques publiques, sans jamais publier.',
  needsReconnect: 'à reconnecter',
} as const;

/** The browser navigations of the flow (302 answers, not JSON: outside the `API` route map). */
export const CONNECTION_FLOW_PATHS = {
  authorize: '/api/connections/:provider/authorize',
  callback: '/api/connections/:provider/callback',
} as const;

/** Where the "Connecter" button sends the browser. */
export function connectionAuthorizeUrl(provider: ConnectionProvider, venueId: string): string {
  return `/api/connections/${provider}/authorize?venueId=${encodeURIComponent(venueId)}`;
}
