import { MERCHANT_MESSAGES, VALIDATION_MESSAGES, type MerchantVenueDto } from '@lieux/contracts';

/** The fields of the venue form (/lieu/nouveau and /merchant/venue/{id}/edit), as typed. */
export interface VenueFormFields {
  name: string;
  categoryId: string;
  address: string;
  city: string;
  phone: string;
  whatsapp: string;
  website: string;
  description: string;
  /** The optional Arabic and English versions (issue 29): the reader's language, French otherwise. */
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  latitude: string;
  longitude: string;
}

export const EMPTY_VENUE_FORM: VenueFormFields = {
  name: '',
  categoryId: '',
  address: '',
  city: '',
  phone: '',
  whatsapp: '',
  website: '',
  description: '',
  nameAr: '',
  nameEn: '',
  descriptionAr: '',
  descriptionEn: '',
  latitude: '',
  longitude: '',
};

/** A broken rule, named as in the contracts' `VALIDATION_MESSAGES` (the screen shows it in the reader's language). */
export type VenueFieldRule =
  | 'venueNameMin'
  | 'categoryRequired'
  | 'addressMin'
  | 'cityMin'
  | 'invalidUrl'
  | 'phoneInvalid'
  | 'latitudeInvalid'
  | 'longitudeInvalid'
  | 'positionIncomplete';

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

/** The server's phone rule (contracts' venue form): digits, spaces, `+ - . ( )`, 6 to 30 characters. */
const PHONE_PATTERN = /^\+?[0-9 ().-]{6,30}$/;

export function isValidPhone(text: string): boolean {
  return PHONE_PATTERN.test(text.trim());
}

/** Spec section 5, create venue: the server's rules, checked before sending. */
export function validateVenueForm(fields: VenueFormFields): VenueFieldErrors {
  const errors: VenueFieldErrors = {};
  if (fields.name.trim().length < 2) errors.name = 'venueNameMin';
  // A translated name is optional; given, it follows the name's rule.
  for (const field of ['nameAr', 'nameEn'] as const) if (fields[field].trim().length === 1) errors[field] = 'venueNameMin';
  if (fields.categoryId === '') errors.categoryId = 'categoryRequired';
  if (fields.address.trim().length < 5) errors.address = 'addressMin';
  if (fields.city.trim().length < 2) errors.city = 'cityMin';
  if (fields.website.trim() !== '' && !isValidWebsite(fields.website)) errors.website = 'invalidUrl';
  if (fields.phone.trim() !== '' && !isValidPhone(fields.phone)) errors.phone = 'phoneInvalid';
  if (fields.whatsapp.trim() !== '' && !isValidPhone(fields.whatsapp)) errors.whatsapp = 'phoneInvalid';
  const latitude = parseCoordinate(fields.latitude, 90);
  const longitude = parseCoordinate(fields.longitude, 180);
  if (latitude === 'invalid') errors.latitude = 'latitudeInvalid';
  if (longitude === 'invalid') errors.longitude = 'longitudeInvalid';
  if (latitude === null && longitude !== null) errors.latitude = 'positionIncomplete';
  if (longitude === null && latitude !== null) errors.longitude = 'positionIncomplete';
  return errors;
}

/**
 * The body `POST /api/venues` and `PATCH /api/venues/{id}` take: trimmed texts, an empty optional
 * text or position as null (cleared), coordinates as numbers.
 */
export function venueFormBody(fields: VenueFormFields) {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  const latitude = parseCoordinate(fields.latitude, 90);
  const longitude = parseCoordinate(fields.longitude, 180);
  return {
    name: fields.name.trim(),
    categoryId: fields.categoryId,
    address: fields.address.trim(),
    city: fields.city.trim(),
    phone: optional(fields.phone),
    whatsapp: optional(fields.whatsapp),
    website: optional(fields.website),
    description: optional(fields.description),
    nameAr: optional(fields.nameAr),
    nameEn: optional(fields.nameEn),
    descriptionAr: optional(fields.descriptionAr),
    descriptionEn: optional(fields.descriptionEn),
    latitude: typeof latitude === 'number' ? latitude : null,
    longitude: typeof longitude === 'number' ? longitude : null,
  };
}

/** The form's fields filled from a venue (the edit screen). */
export function venueFormFieldsOf(venue: MerchantVenueDto): VenueFormFields {
  return {
    name: venue.name,
    categoryId: venue.categoryId,
    address: venue.address,
    city: venue.city,
    phone: venue.phone ?? '',
    whatsapp: venue.whatsapp ?? '',
    website: venue.website ?? '',
    description: venue.description ?? '',
    nameAr: venue.nameAr ?? '',
    nameEn: venue.nameEn ?? '',
    descriptionAr: venue.descriptionAr ?? '',
    descriptionEn: venue.descriptionEn ?? '',
    latitude: venue.latitude === null ? '' : String(venue.latitude),
    longitude: venue.longitude === null ? '' : String(venue.longitude),
  };
}

const RULE_BY_SERVER_MESSAGE: ReadonlyMap<string, VenueFieldRule> = new Map([
  ...(['venueNameMin', 'categoryRequired', 'addressMin', 'cityMin', 'invalidUrl'] as const).map((rule) => [VALIDATION_MESSAGES[rule], rule] as const),
  ...(['phoneInvalid', 'latitudeInvalid', 'longitudeInvalid', 'positionIncomplete'] as const).map((rule) => [MERCHANT_MESSAGES[rule], rule] as const),
]);

/**
 * A field error the server sent in French: the rule it names, so the screen shows the form's own
 * words for it, else the server's text as it came (already in the reader's language: every call
 * sends the interface's locale as `Accept-Language`).
 */
export function ruleOfServerMessage(message: string): VenueFieldRule | null {
  return RULE_BY_SERVER_MESSAGE.get(message) ?? null;
}

/**
 * The server's field errors as texts per field (a nested field such as `openingHours.0.opens` counts
 * for its list): a known rule in the form's own words, else the server's text (in the reader's language).
 */
export function serverFieldTexts(
  fieldErrors: readonly { field: string; messages: readonly string[] }[],
  ruleText: (rule: VenueFieldRule) => string,
): Record<string, string> {
  return Object.fromEntries(
    fieldErrors.map(({ field, messages }) => {
      const rule = ruleOfServerMessage(messages[0] ?? '');
      return [field.split('.')[0], rule ? ruleText(rule) : messages.join(' ')];
    }),
  );
}
