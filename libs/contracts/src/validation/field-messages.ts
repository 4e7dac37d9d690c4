import { ERROR_CATALOGUE } from '../errors/error-codes.js';
import type { LocalizedText, LocalizedTexts } from '../i18n/localized-text.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.js';
import { ADMIN_FIELD_TEXTS } from '../admin/admin.messages.js';
import { CONNECTIONS_TEXTS } from '../connections/connections.messages.js';
import { MAP_QUERY_TEXTS } from '../map/map.messages.js';
import { MERCHANT_TEXTS } from '../merchant/merchant.messages.js';
import { PHOTOS_FIELD_TEXTS } from '../photos/photos.messages.js';
import { VENUE_QUERY_TEXTS } from '../venues/venues.messages.js';
import { VOTE_TEXTS } from '../votes/votes.messages.js';
import { VALIDATION_TEXTS } from './messages.js';

/**
 * Every message a field error may carry, each in every language. A field error travels as its French
 * text (class-validator's `message` in a DTO, or a service's rule over NATS), and the gateway answers
 * it in the reader's language by looking that French up here. A feature with field messages of its
 * own adds its `*_TEXTS` to this list. Error codes' messages are here too: some DTOs reuse them.
 */
export const FIELD_TEXT_SETS: readonly LocalizedTexts[] = [
  VALIDATION_TEXTS,
  MERCHANT_TEXTS,
  VENUE_QUERY_TEXTS,
  MAP_QUERY_TEXTS,
  CONNECTIONS_TEXTS,
  VOTE_TEXTS,
  ADMIN_FIELD_TEXTS,
  PHOTOS_FIELD_TEXTS,
];

let byFrench: ReadonlyMap<string, LocalizedText> | undefined;

/** Every field message by its French (built on first use, so a web bundle that never asks carries none of it). */
export function fieldTextsByFrench(): ReadonlyMap<string, LocalizedText> {
  byFrench ??= new Map<string, LocalizedText>([
    ...Object.values(ERROR_CATALOGUE).map(({ message, en, ar }) => [message, { fr: message, en, ar }] as const),
    ...FIELD_TEXT_SETS.flatMap((texts) => Object.values(texts).map((text) => [text.fr, text] as const)),
  ]);
  return byFrench;
}

/** A field message (its French) in `locale`; a French text no set knows stays French (a test keeps that from happening). */
export function fieldMessageIn(french: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return french;
  return fieldTextsByFrench().get(french)?.[locale] ?? french;
}
