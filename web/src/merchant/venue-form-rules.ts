import { VALIDATION_MESSAGES } from '@lieux/contracts';

/** The fields of the venue form (/lieu/nouveau and /merchant/venue/{id}/edit), as typed. */
export interface VenueFormFields {
  name: string;
  categoryId: string;
  address: string;
  city: string;
  phone: string;
  website: string;
  description: string;
  latitude: string;
  longitude: string;
}

export const EMPTY_VENUE_FORM: VenueFormFields = {
  name: '',
  categoryId: '',
  address: '',
  city: '',
  phone: '',
  website: '',
  description: '',
  latitude: '',
  longitude: '',
};

/** A broken rule, named as in the contracts' `VALIDATION_MESSAGES` (the screen shows it in the reader's language). */
export type VenueFieldRule = 'venueNameMin' | 'categoryRequired' | 'addressMin' | 'cityMin' | 'invalidUrl' | 'invalidLatitude' | 'invalidLongitude';

export type VenueFieldErrors = Partial<Record<keyof VenueFormFields, VenueFieldRule>>;

/** A website as the server takes it: http(s) with a host that has a dot. */
export function isValidWebsite(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A coordinate typed in the form: empty (not given) or a number within bounds; a comma is read as a decimal point. */
export function parseCoordinate(text: string, bound: number): number | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && Math.abs(value) <= bound ? value : 'invalid';
}

/** Spec section 5, create venue: the server's rules, checked before sending. */
export function validateVenueForm(fields: VenueFormFields): VenueFieldErrors {
  const errors: VenueFieldErrors = {};
  if (fields.name.trim().length < 2) errors.name = 'venueNameMin';
  if (fields.categoryId === '') errors.categoryId = 'categoryRequired';
  if (fields.address.trim().length < 5) errors.address = 'addressMin';
  if (fields.city.trim().length < 2) errors.city = 'cityMin';
  if (fields.website.trim() !== '' && !isValidWebsite(fields.website)) errors.website = 'invalidUrl';
  if (parseCoordinate(fields.latitude, 90) === 'invalid') errors.latitude = 'invalidLatitude';
  if (parseCoordinate(fields.longitude, 180) === 'invalid') errors.longitude = 'invalidLongitude';
  return errors;
}

/** The body the API takes: trimmed texts, empty optional texts left out, coordinates as numbers. */
export function venueFormBody(fields: VenueFormFields) {
  const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
  const latitude = parseCoordinate(fields.latitude, 90);
  const longitude = parseCoordinate(fields.longitude, 180);
  return {
    name: fields.name.trim(),
    categoryId: fields.categoryId,
    address: fields.address.trim(),
    city: fields.city.trim(),
    phone: optional(fields.phone),
    website: optional(fields.website),
    description: optional(fields.description),
    latitude: typeof latitude === 'number' ? latitude : undefined,
    longitude: typeof longitude === 'number' ? longitude : undefined,
  };
}

const RULE_BY_SERVER_MESSAGE: ReadonlyMap<string, VenueFieldRule> = new Map(
  (['venueNameMin', 'categoryRequired', 'addressMin', 'cityMin', 'invalidUrl'] as const).map((rule) => [VALIDATION_MESSAGES[rule], rule]),
);

/**
 * A field error the server sent (French): the rule it names, so the screen shows it in the reader's
 * language, else the server's text as it came.
 */
export function ruleOfServerMessage(message: string): VenueFieldRule | null {
  return RULE_BY_SERVER_MESSAGE.get(message) ?? null;
}
