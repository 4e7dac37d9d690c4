import type { Translations } from '../i18n/localized-text.js';
import type { Locale } from '../i18n/locales.js';
import { ADMIN_ERROR_TRANSLATIONS } from '../admin/admin.errors.js';
import { AUTH_ERROR_TRANSLATIONS } from '../auth/auth.errors.js';
import { CLAIMS_ERROR_TRANSLATIONS } from '../claims/claims.errors.js';
import { CONNECTIONS_ERROR_TRANSLATIONS } from '../connections/connections.errors.js';
import { MERCHANT_ERROR_TRANSLATIONS } from '../merchant/merchant.errors.js';
import { PHOTOS_ERROR_TRANSLATIONS } from '../photos/photos.errors.js';
import { STATUS_ERROR_TRANSLATIONS } from '../status/status.errors.js';
import { VENUES_ERROR_TRANSLATIONS } from '../venues/venues.errors.js';
import { VOTES_ERROR_TRANSLATIONS } from '../votes/votes.errors.js';
import { COMMON_ERROR_TRANSLATIONS } from './common.errors.js';
import type { ErrorTranslations } from './error-definition.js';
import { errorMessage, type ErrorCode, type FeatureErrors } from './error-codes.js';
import { PLATFORM_ERROR_TRANSLATIONS } from './platform.errors.js';

/**
 * Every feature's error codes in English and Arabic. A feature added to the catalogue (error-codes.ts)
 * without its translations here, or a code of it without them, does not compile.
 */
const FEATURE_ERROR_TRANSLATIONS = {
  platform: PLATFORM_ERROR_TRANSLATIONS,
  common: COMMON_ERROR_TRANSLATIONS,
  auth: AUTH_ERROR_TRANSLATIONS,
  venues: VENUES_ERROR_TRANSLATIONS,
  status: STATUS_ERROR_TRANSLATIONS,
  votes: VOTES_ERROR_TRANSLATIONS,
  merchant: MERCHANT_ERROR_TRANSLATIONS,
  photos: PHOTOS_ERROR_TRANSLATIONS,
  connections: CONNECTIONS_ERROR_TRANSLATIONS,
  admin: ADMIN_ERROR_TRANSLATIONS,
  claims: CLAIMS_ERROR_TRANSLATIONS,
} as const satisfies { [F in keyof FeatureErrors]: ErrorTranslations<FeatureErrors[F]> };

let byCode: Readonly<Record<string, Translations>> | undefined;

/** A code's English and Arabic (merged on first use: the web app, which never asks, carries none of them). */
export function errorTranslations(code: ErrorCode): Translations {
  byCode ??= Object.assign({}, ...Object.values(FEATURE_ERROR_TRANSLATIONS)) as Record<string, Translations>;
  return byCode[code] as Translations;
}

/** The code's message in `locale`: the French of the catalogue, or its translation. */
export function errorMessageIn(code: ErrorCode, locale: Locale): string {
  return locale === 'fr' ? errorMessage(code) : errorTranslations(code)[locale];
}
