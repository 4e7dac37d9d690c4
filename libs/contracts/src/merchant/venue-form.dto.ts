import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
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
import { isCalendarDate, MAX_SPECIAL_HOURS, MAX_SPECIAL_PERIODS, SPECIAL_HOURS_LABEL_MAX, type DayPeriod, type SpecialHours, type WeeklyPeriod } from '../hours/opening-hours.model.js';
import { specialHoursProblem, weeklyHoursProblem } from '../hours/opening-hours.rules.js';

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

/** A date of the calendar, `YYYY-MM-DD`. */
const CalendarDate = () => ValidateBy({ name: 'calendarDate', validator: { validate: isCalendarDate } }, { message: MERCHANT_MESSAGES.specialHoursInvalid });

/** One period of a special day: `opens`–`closes`, local time; `closes` before `opens` ends the next day. */
export class SpecialPeriodDto {
  @IsString({ message: MERCHANT_MESSAGES.specialHoursInvalid })
  @Matches(OPENING_TIME_PATTERN, { message: MERCHANT_MESSAGES.specialHoursInvalid })
  @JSONSchema({ example: '20:00' })
  opens!: string;

  @IsString({ message: MERCHANT_MESSAGES.specialHoursInvalid })
  @Matches(OPENING_TIME_PATTERN, { message: MERCHANT_MESSAGES.specialHoursInvalid })
  @JSONSchema({ example: '02:00' })
  closes!: string;
}

/**
 * Special hours (issue 27): from `from` to `to` (inclusive, at most 62 days), these periods replace
 * the week's; none means closed (a holiday). Ramadan's hours are one entry for the month.
 */
export class SpecialHoursDto {
  @CalendarDate()
  @JSONSchema({ format: 'date', example: '2027-02-08' })
  from!: string;

  @CalendarDate()
  @JSONSchema({ format: 'date', example: '2027-03-09' })
  to!: string;

  @IsString({ message: MERCHANT_MESSAGES.specialHoursLabelMax })
  @MaxLength(SPECIAL_HOURS_LABEL_MAX, { message: MERCHANT_MESSAGES.specialHoursLabelMax })
  @JSONSchema({ description: 'Ce que le visiteur lit à côté des dates ; peut être vide', example: 'Ramadan' })
  label!: string;

  @IsArray({ message: MERCHANT_MESSAGES.specialHoursInvalid })
  // Counted only in a list: a string's length is IsArray's fault to report.
  @ValidateBy({ name: 'specialPeriodsMax', validator: { validate: (value: unknown) => !Array.isArray(value) || value.length <= MAX_SPECIAL_PERIODS } }, { message: MERCHANT_MESSAGES.specialHoursTooMany })
  @IsObject({ each: true, message: MERCHANT_MESSAGES.specialHoursInvalid })
  @ValidateNested({ each: true, message: MERCHANT_MESSAGES.specialHoursInvalid })
  @Type(() => SpecialPeriodDto)
  @JSONSchema({ description: 'Vide : fermé ces jours-là' })
  periods!: SpecialPeriodDto[];
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
/** A name in another language (issue 29): optional, blank is none, else a name's rules. */
const TranslatedNameRule = () =>
  rules(BlankIsNull(), WhenGiven(), IsString({ message: VALIDATION_MESSAGES.venueNameMin }), MinLength(2, { message: VALIDATION_MESSAGES.venueNameMin }), MaxLength(100, { message: VALIDATION_MESSAGES.nameMax }));
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
    // The week as a whole, once each period has its shape (those faults have their own message).
    ValidateBy(
      {
        name: 'weeklyHours',
        validator: {
          validate: (value: unknown, args) =>
            !isListOf(value, isWeeklyPeriod) || (weeklyHoursProblem(value) === null && !((args?.object as { alwaysOpen?: unknown }).alwaysOpen === true && value.length > 0)),
          defaultMessage: (args) => (isListOf(args?.value, isWeeklyPeriod) ? (weeklyHoursProblem(args.value)?.message ?? MERCHANT_MESSAGES.alwaysOpenWithPeriods) : MERCHANT_MESSAGES.openingHoursInvalid),
        },
      },
    ),
  );
const AlwaysOpenRule = () => rules(IsOptional(), IsBoolean({ message: MERCHANT_MESSAGES.alwaysOpenInvalid }), JSONSchema({ description: 'Ouvert 24 h/24, 7 j/7 : sans créneaux de la semaine' }) as PropertyDecorator);
const SpecialHoursRule = () =>
  rules(
    IsOptional(),
    IsArray({ message: MERCHANT_MESSAGES.specialHoursInvalid }),
    ArrayMaxSize(MAX_SPECIAL_HOURS, { message: MERCHANT_MESSAGES.specialHoursTooMany }),
    IsObject({ each: true, message: MERCHANT_MESSAGES.specialHoursInvalid }),
    ValidateNested({ each: true, message: MERCHANT_MESSAGES.specialHoursInvalid }),
    Type(() => SpecialHoursDto),
    ValidateBy({
      name: 'specialHours',
      validator: {
        validate: (value: unknown) => !isListOf(value, isSpecialHours) || specialHoursProblem(value) === null,
        defaultMessage: (args) => (isListOf(args?.value, isSpecialHours) ? (specialHoursProblem(args.value)?.message ?? MERCHANT_MESSAGES.specialHoursInvalid) : MERCHANT_MESSAGES.specialHoursInvalid),
      },
    }),
    JSONSchema({ description: 'Jours fériés, fermetures exceptionnelles, horaires du Ramadan ; remplace toute la liste' }) as PropertyDecorator,
  );

function isListOf<T>(value: unknown, item: (entry: unknown) => entry is T): value is T[] {
  return Array.isArray(value) && value.every(item);
}
function isDayPeriod(value: unknown): value is DayPeriod {
  const period = value as Partial<DayPeriod> | null;
  return typeof period === 'object' && period !== null && typeof period.opens === 'string' && OPENING_TIME_PATTERN.test(period.opens) && typeof period.closes === 'string' && OPENING_TIME_PATTERN.test(period.closes);
}
function isWeeklyPeriod(value: unknown): value is WeeklyPeriod {
  return isDayPeriod(value) && (OPENING_DAYS as readonly unknown[]).includes((value as Partial<WeeklyPeriod>).day);
}
function isSpecialHours(value: unknown): value is SpecialHours {
  const entry = value as Partial<SpecialHours> | null;
  return (
    typeof entry === 'object' && entry !== null && isCalendarDate(entry.from) && isCalendarDate(entry.to) && isListOf(entry.periods, isDayPeriod)
  );
}

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

  @IsOptional() @TranslatedNameRule()
  @JSONSchema({ type: ['string', 'null'], description: 'Le nom en arabe, facultatif ; vide : aucun', example: 'مقهى كلوك' })
  nameAr?: string | null;

  @IsOptional() @TranslatedNameRule()
  @JSONSchema({ type: ['string', 'null'], description: 'Le nom en anglais, facultatif ; vide : aucun', example: 'Café Clock' })
  nameEn?: string | null;

  @IsOptional() @DescriptionRule()
  @JSONSchema({ type: ['string', 'null'], description: 'La description en arabe, facultative' })
  descriptionAr?: string | null;

  @IsOptional() @DescriptionRule()
  @JSONSchema({ type: ['string', 'null'], description: 'La description en anglais, facultative' })
  descriptionEn?: string | null;

  @LatitudeRule(34.0622)
  latitude?: number | null;

  @LongitudeRule(-4.9784)
  longitude?: number | null;

  @TagsRule()
  @JSONSchema({ description: 'Noms de tags (au plus 10)', example: ['Rooftop', 'Brunch'] })
  tags?: string[];

  @OpeningHoursRule()
  openingHours?: OpeningPeriodDto[];

  @AlwaysOpenRule()
  alwaysOpen?: boolean;

  @SpecialHoursRule()
  specialHours?: SpecialHoursDto[];

  @IsOptional() @PhoneRule()
  @JSONSchema({ type: ['string', 'null'], description: 'Numéro WhatsApp, pour les réservations ; vide : aucun', example: '+212 6 61 23 45 67' })
  whatsapp?: string | null;

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

  @IsOptional() @TranslatedNameRule()
  @JSONSchema({ type: ['string', 'null'], description: 'Le nom en arabe, facultatif ; vide : aucun', example: 'مقهى كلوك' })
  nameAr?: string | null;

  @IsOptional() @TranslatedNameRule()
  @JSONSchema({ type: ['string', 'null'], description: 'Le nom en anglais, facultatif ; vide : aucun', example: 'Café Clock' })
  nameEn?: string | null;

  @IsOptional() @DescriptionRule()
  @JSONSchema({ type: ['string', 'null'], description: 'La description en arabe, facultative' })
  descriptionAr?: string | null;

  @IsOptional() @DescriptionRule()
  @JSONSchema({ type: ['string', 'null'], description: 'La description en anglais, facultative' })
  descriptionEn?: string | null;

  @LatitudeRule()
  latitude?: number | null;

  @LongitudeRule()
  longitude?: number | null;

  @TagsRule()
  tags?: string[];

  @OpeningHoursRule()
  openingHours?: OpeningPeriodDto[];

  @AlwaysOpenRule()
  alwaysOpen?: boolean;

  @SpecialHoursRule()
  specialHours?: SpecialHoursDto[];

  @IsOptional() @PhoneRule()
  @JSONSchema({ type: ['string', 'null'], description: 'Numéro WhatsApp ; null ou vide : aucun' })
  whatsapp?: string | null;

  @IsOptional()
  @IsBoolean({ message: MERCHANT_MESSAGES.permanentlyClosedInvalid })
  @JSONSchema({ description: 'Fermé définitivement : le lieu reste trouvable, marqué, et sort de « Ouvert maintenant » et des fils' })
  permanentlyClosed?: boolean;
}
