import { ERROR_CODES, errorMessage } from '../errors/error-codes.js';
import { errorTranslations } from '../errors/error-translations.js';
import type { LocalizedText, Translations } from '../i18n/localized-text.js';
import type { Locale } from '../i18n/locales.js';
import { ADMIN_FIELD_MESSAGES, ADMIN_FIELD_TRANSLATIONS } from '../admin/admin.messages.js';
import { CONNECTIONS_MESSAGES, CONNECTIONS_TRANSLATIONS } from '../connections/connections.messages.js';
import { MAP_QUERY_MESSAGES, MAP_QUERY_TRANSLATIONS } from '../map/map.messages.js';
import { MERCHANT_MESSAGES, MERCHANT_TRANSLATIONS } from '../merchant/merchant.messages.js';
import { PHOTOS_FIELD_MESSAGES, PHOTOS_FIELD_TRANSLATIONS } from '../photos/photos.messages.js';
import { VENUE_QUERY_MESSAGES, VENUE_QUERY_TRANSLATIONS } from '../venues/venues.messages.js';
import { VOTE_MESSAGES, VOTE_TRANSLATIONS } from '../votes/votes.messages.js';
import { VALIDATION_MESSAGES, VALIDATION_TRANSLATIONS } from './messages.js';

type FieldMessageSet = readonly [messages: Readonly<Record<string, string>>, translations: Readonly<Record<string, Translations>>];

/**
 * Every message a field error may carry, with its translations. A field error travels as its French
 * text (class-validator's `message` in a DTO, or a service's rule over NATS), and the gateway answers
 * it in the reader's language by looking that French up here. A feature with field messages of its
 * own adds its pair here. Error codes' messages count too: some DTOs reuse them.
 */
export const FIELD_MESSAGE_SETS: readonly FieldMessageSet[] = [
  [VALIDATION_MESSAGES, VALIDATION_TRANSLATIONS],
  [MERCHANT_MESSAGES, MERCHANT_TRANSLATIONS],
  [VENUE_QUERY_MESSAGES, VENUE_QUERY_TRANSLATIONS],
  [MAP_QUERY_MESSAGES, MAP_QUERY_TRANSLATIONS],
  [CONNECTIONS_MESSAGES, CONNECTIONS_TRANSLATIONS],
  [VOTE_MESSAGES, VOTE_TRANSLATIONS],
  [ADMIN_FIELD_MESSAGES, ADMIN_FIELD_TRANSLATIONS],
  [PHOTOS_FIELD_MESSAGES, PHOTOS_FIELD_TRANSLATIONS],
];

/** Every field message and every code's message in all the product's languages, French first. */
export function allLocalizedMessages(): LocalizedText[] {
  return [
    ...ERROR_CODES.map((code) => ({ fr: errorMessage(code), ...errorTranslations(code) })),
    ...FIELD_MESSAGE_SETS.flatMap(([messages, translations]) => Object.entries(messages).map(([key, fr]) => ({ fr, ...(translations[key] as Translations) }))),
  ];
}

let byFrench: ReadonlyMap<string, LocalizedText> | undefined;

/** Every field message by its French (built on first use: the web app, which never asks, carries none of it). */
export function fieldTextsByFrench(): ReadonlyMap<string, LocalizedText> {
  byFrench ??= new Map(allLocalizedMessages().map((text) => [text.fr, text] as const));
  return byFrench;
}

/** A field message (its French) in `locale`; a French text no set knows stays French (a test keeps that from happening). */
export function fieldMessageIn(french: string, locale: Locale): string {
  if (locale === 'fr') return french;
  return fieldTextsByFrench().get(french)?.[locale] ?? french;
}
