import { COMMON_ERRORS } from './common.errors.js';
import type { ErrorDefinition, ErrorDefinitions } from './error-definition.js';
import { PLATFORM_ERRORS } from './platform.errors.js';
import { AUTH_ERRORS } from '../auth/auth.errors.js';
import { VENUES_ERRORS } from '../venues/venues.errors.js';
import { STATUS_ERRORS } from '../status/status.errors.js';
import { VOTES_ERRORS } from '../votes/votes.errors.js';
import { MERCHANT_ERRORS } from '../merchant/merchant.errors.js';
import { PHOTOS_ERRORS } from '../photos/photos.errors.js';
import { CONNECTIONS_ERRORS } from '../connections/connections.errors.js';
import { ADMIN_ERRORS } from '../admin/admin.errors.js';
import { CLAIMS_ERRORS } from '../claims/claims.errors.js';

/**
 * Stable error codes shared by every service, the gateway and the web app, each feature's in its
 * own file. The gateway answers every non-2xx response as `{ message, code }`; `message` is the
 * code's text in the language the request asks for (French unless it asks for English or Arabic),
 * shown to the user as is.
 */
const FEATURE_ERRORS = {
  platform: PLATFORM_ERRORS,
  common: COMMON_ERRORS,
  auth: AUTH_ERRORS,
  venues: VENUES_ERRORS,
  // Content (issue 9).
  status: STATUS_ERRORS,
  // Votes and favourites (issue 8).
  votes: VOTES_ERRORS,
  // Merchant workspace (issue 10).
  merchant: MERCHANT_ERRORS,
  // Photos and verification (issue 11).
  photos: PHOTOS_ERRORS,
  // Social connections (issue 12).
  connections: CONNECTIONS_ERRORS,
  // Admin console (issue 14).
  admin: ADMIN_ERRORS,
  // Claiming a listing (issue 32 §2).
  claims: CLAIMS_ERRORS,
} as const;

/** Every feature's codes by feature: errors/error-translations.ts demands the translations of each. */
export type FeatureErrors = typeof FEATURE_ERRORS;
type Feature = keyof FeatureErrors;

export type ErrorCode = { [F in Feature]: keyof FeatureErrors[F] & string }[Feature];

/** A code defined by two features does not compile: the error names it. */
type CodesDefinedTwice = { [F in Feature]: { [G in Exclude<Feature, F>]: keyof FeatureErrors[F] & keyof FeatureErrors[G] }[Exclude<Feature, F>] }[Feature];
type AssertNone<T extends never> = T;
type _NoCodeDefinedTwice = AssertNone<CodesDefinedTwice>;

/** Every code with its status and French message (English and Arabic: errors/error-translations.ts). */
export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorDefinition>> = /* @__PURE__ */ mergeFeatureErrors(FEATURE_ERRORS);

function mergeFeatureErrors(features: Record<string, ErrorDefinitions>): Record<ErrorCode, ErrorDefinition> {
  const catalogue: Record<string, ErrorDefinition> = {};
  for (const [feature, errors] of Object.entries(features)) {
    for (const [code, definition] of Object.entries(errors)) {
      if (Object.hasOwn(catalogue, code)) throw new Error(`error code ${code} of ${feature} is defined twice`);
      catalogue[code] = definition;
    }
  }
  return catalogue as Record<ErrorCode, ErrorDefinition>;
}

export const ERROR_CODES = /* @__PURE__ */ Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** The code's French message (in the reader's language: `errorMessageIn`). */
export function errorMessage(code: ErrorCode): string {
  return ERROR_CATALOGUE[code].message;
}
