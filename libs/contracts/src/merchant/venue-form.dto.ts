import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MaxLength,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { VALIDATION_MESSAGES } from '../validation/messages.js';
import { MAX_OPENING_PERIODS, MAX_VENUE_TAGS, OPENING_DAYS, OPENING_TIME_PATTERN, TAG_NAME_LIMITS, type OpeningDay } from './merchant.model.js';
import { MERCHANT_MESSAGES } from './merchant.messages.js';

/** Several property decorators as one. */
function rules(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** Blank text is no value: `''` and `'   '` become null (the form sends empty optional fields). */
const BlankIsNull = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value));

/** Set when the value is not null/undefined (an optional field the form may leave empty). */
const WhenGiven = () => ValidateIf((_object: object, value: unknown) => value !== null && value !== undefined);

/**
 * One opening period of a venue: `day` from `opens` to `closes`, local time (Africa/Casablanca).
 * `closes` not after `opens` means the period ends the next day (18:00–02:00). Several periods a
 * day are allowed (lunch and dinner); a day without a period is closed. Shown on the venue page and in
 * its JSON-LD as `openingHoursSpecification`.
 */
export class OpeningPeriodDto {
  @IsIn(OPENING_DAYS, { message: MERCHANT_MESSAGES.openingHoursInvalid })
  @JSONSchema({ example: 'monday' })
  day!: OpeningDay;

  @IsString({ message: MERCHANT_MESSAGES.openingHoursInvalid })
  @Matches(OPENING_TIME_PATTERN, { message: MERCHANT_MESSAGES.openingHoursInvalid })
  @JSONSchema({ example: '09:00' })
  opens!: string;

  @IsString({ message: MERCHANT_MESSAGES.openingHoursInvalid })
  @Matches(OPENING_TIME_PATTERN, { message: MERCHANT_MESSAGES.openingHoursInvalid })
  @JSONSchema({ example: '23:00' })
  closes!: string;
}

const NameRule = () =>
  rules(IsString({ message: VALIDATION_MESSAGES.venueNameMin }), MinLength(2, { message: VALIDATION_MESSAGES.venueNameMin }), MaxLength(100, { message: VALIDATION_MESSAGES.nameMax }));
const CategoryRule = () => rules(IsString({ message: VALIDATION_MESSAGES.categoryRequired }), MinLength(1, { message: VALIDATION_MESSAGES.categoryRequired }), MaxLength(50, { message: VALIDATION_MESSAGES.categoryRequired }));
const AddressRule = () =>
  rules(IsString({ message: VALIDATION_MESSAGES.addressMin }), MinLength(5, { message: VALIDATION_MESSAGES.addressMin }), MaxLength(200, { message: MERCHANT_MESSAGES.addressMax }));
const CityRule = () => rules(IsString({ message: VALIDATION_MESSAGES.cityMin }), MinLength(2, { message: VALIDATION_MESSAGES.cityMin }), MaxLength(100, { message: MERCHANT_MESSAGES.cityMax }));
/** http(s) with a host; empty means none (spec: "valid URL or empty"). */
const WebsiteRule = () =>
  rules(
    BlankIsNull(),
    WhenGiven(),
    IsString({ message: VALIDATION_MESSAGES.invalidUrl }),
    MaxLength(300, { message: MERCHANT_MESSAGES.websiteMax }),
    IsUrl({ protocols: ['http', 'https'], require_protocol: true, require_tld: true }, { message: VALIDATION_MESSAGES.invalidUrl }),
  );
/** Digits, spaces, `+ - . ( )`, 6 to 30 characters. */
const PhoneRule = () =>
  rules(BlankIsNull(), WhenGiven(), IsString({ message: MERCHANT_MESSAGES.phoneInvalid }), Matches(/^\+?[0-9 ().-]{6,30}$/, { message: MERCHANT_MESSAGES.phoneInvalid }));
const DescriptionRule = () => rules(BlankIsNull(), WhenGiven(), IsString({ message: MERCHANT_MESSAGES.descriptionMax }), MaxLength(2000, { message: MERCHANT_MESSAGES.descriptionMax }));
/** A finite number between `min` and `max`; a missing value is IsDefined's to report (one message per fault). */
const NumberBetween = (min: number, max: number, message: string) =>
  ValidateBy({ name: 'numberBetween', validator: { validate: (value: unknown) => value === undefined || value === null || (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) } }, { message });
/** Latitude and longitude come together or not at all. */
const bothOrNone = (venue: { latitude?: unknown; longitude?: unknown }) => venue.latitude != null || venue.longitude != null;
/** The documented schema of a coordinate (the custom rule has no JSON Schema of its own): replaces what the decorators would give. */
const coordinateSchema = (bound: number, example?: number): PropertyDecorator =>
  JSONSchema(() => ({ type: ['number', 'null'], minimum: -bound, maximum: bound, description: 'Avec l’autre coordonnée, ou aucune des deux', ...(example === undefined ? {} : { example }) })) as PropertyDecorator;
const LatitudeRule = (example?: number) =>
  rules(ValidateIf(bothOrNone), IsDefined({ message: MERCHANT_MESSAGES.positionIncomplete }), NumberBetween(-90, 90, MERCHANT_MESSAGES.latitudeInvalid), coordinateSchema(90, example));
const LongitudeRule = (example?: number) =>
  rules(ValidateIf(bothOrNone), IsDefined({ message: MERCHANT_MESSAGES.positionIncomplete }), NumberBetween(-180, 180, MERCHANT_MESSAGES.longitudeInvalid), coordinateSchema(180, example));
/** Tag names as the merchant types them ("Rooftop", "Brunch"): an unknown name becomes a new tag. */
const TagsRule = () =>
  rules(
    IsOptional(),
    IsArray({ message: MERCHANT_MESSAGES.tagsInvalid }),
    ArrayMaxSize(MAX_VENUE_TAGS, { message: MERCHANT_MESSAGES.tagsInvalid }),
    IsString({ each: true, message: MERCHANT_MESSAGES.tagsInvalid }),
    MinLength(TAG_NAME_LIMITS.min, { each: true, message: MERCHANT_MESSAGES.tagsInvalid }),
    MaxLength(TAG_NAME_LIMITS.max, { each: true, message: MERCHANT_MESSAGES.tagsInvalid }),
  );
const OpeningHoursRule = () =>
  rules(
    IsOptional(),
    IsArray({ message: MERCHANT_MESSAGES.openingHoursInvalid }),
    ArrayMaxSize(MAX_OPENING_PERIODS, { message: MERCHANT_MESSAGES.openingHoursTooMany }),
    // Each period an object: ValidateNested alone lets `[[]]` through (an empty array has nothing to
    // check), which reached SQL as undefined (a 500 the fuzzer found), and answers strings in English.
    IsObject({ each: true, message: MERCHANT_MESSAGES.openingHoursInvalid }),
    ValidateNested({ each: true, message: MERCHANT_MESSAGES.openingHoursInvalid }),
    Type(() => OpeningPeriodDto),
  );

/**
 * `POST /api/venues` (spec "Create venue" and section 5). The slug is derived by the server from the
 * name (lower-case, accents removed, non-alphanumerics dropped, spaces to hyphens, hyphens collapsed,
 * `-2`, `-3`… when taken); the owner is the signed-in user. `slug` and `ownerUserId` are accepted, as the
 * spec's call sends them, and ignored. The venue starts `pending`.
 */
export class CreateVenueDto {
  @NameRule()
  @JSONSchema({ example: 'Café Clock' })
  name!: string;

  @CategoryRule()
  @JSONSchema({ example: 'cafe' })
  categoryId!: string;

  @AddressRule()
  @JSONSchema({ example: '7 Derb el Magana, Talaa Kebira' })
  address!: string;

  @CityRule()
  @JSONSchema({ example: 'Fès' })
  city!: string;

  @IsOptional()
  @IsIn(['Maroc'], { message: MERCHANT_MESSAGES.countryInvalid })
  @JSONSchema({ description: 'Maroc, seul pays servi (le formulaire le montre désactivé)', example: 'Maroc' })
  country?: string;

  @IsOptional() @PhoneRule()
  @JSONSchema({ type: ['string', 'null'], example: '+212 5 35 63 78 55' })
  phone?: string | null;

  @IsOptional() @WebsiteRule()
  @JSONSchema({ type: ['string', 'null'], format: 'uri', description: 'URL http(s), ou vide' })
  website?: string | null;

  @IsOptional() @DescriptionRule()
  @JSONSchema({ type: ['string', 'null'] })
  description?: string | null;

  @LatitudeRule(34.0622)
  latitude?: number | null;

  @LongitudeRule(-4.9784)
  longitude?: number | null;

  @TagsRule()
  @JSONSchema({ description: 'Noms de tags (au plus 10)', example: ['Rooftop', 'Brunch'] })
  tags?: string[];

  @OpeningHoursRule()
  openingHours?: OpeningPeriodDto[];

  @IsOptional()
  @IsString()
  @MaxLength(200)
  @JSONSchema({ description: 'Ignoré : le serveur dérive le slug du nom' })
  slug?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  @JSONSchema({ description: 'Ignoré : le propriétaire est l’utilisateur connecté' })
  ownerUserId?: string;
}

/**
 * `PATCH /api/venues/{id}` (screens `/merchant/venue/{id}/edit` and `/merchant/content`): only the
 * fields given change; `null` or `''` clears an optional one; `tags` and `openingHours` replace the
 * whole list. Owner or admin only. Changing one of MODERATED_VENUE_FIELDS of an approved venue, or
 * anything of a rejected one, sends it back to `pending`; the slug never changes.
 */
export class UpdateVenueDto {
  @IsOptional() @NameRule()
  name?: string;

  @IsOptional() @CategoryRule()
  categoryId?: string;

  @IsOptional() @AddressRule()
  address?: string;

  @IsOptional() @CityRule()
  city?: string;

  @IsOptional() @PhoneRule()
  @JSONSchema({ type: ['string', 'null'] })
  phone?: string | null;

  @IsOptional() @WebsiteRule()
  @JSONSchema({ type: ['string', 'null'], format: 'uri' })
  website?: string | null;

  @IsOptional() @DescriptionRule()
  @JSONSchema({ type: ['string', 'null'] })
  description?: string | null;

  @LatitudeRule()
  latitude?: number | null;

  @LongitudeRule()
  longitude?: number | null;

  @TagsRule()
  tags?: string[];

  @OpeningHoursRule()
  openingHours?: OpeningPeriodDto[];
}
