import { OPENING_DAYS, type OpeningDay, type OpeningPeriodDto, type SpecialHoursDto } from '@lieux/contracts';

/**
 * Opening hours that look like Morocco's (issue 27), for the demo venues and the generated ones:
 * cafés from early morning, bars late, shops with a lunch break and closed on Sunday, galleries closed
 * on Monday, hotels and riads round the clock. Some venues give no hours, so `npm start` shows every
 * state of a card. docs/opening-hours.md, "Demo hours".
 */
export interface DemoHours {
  openingHours: OpeningPeriodDto[];
  alwaysOpen: boolean;
  specialHours: SpecialHoursDto[];
}

type DayPeriods = ReadonlyArray<readonly [string, string]>;

/** Each day's periods of a template; days not listed are closed. */
function week(days: readonly OpeningDay[], periods: DayPeriods, overrides: Partial<Record<OpeningDay, DayPeriods>> = {}): OpeningPeriodDto[] {
  return days.flatMap((day) => (overrides[day] ?? periods).map(([opens, closes]) => ({ day, opens, closes })));
}

const EVERY_DAY = OPENING_DAYS;
const NOT_MONDAY = OPENING_DAYS.filter((day) => day !== 'monday');
const NOT_SUNDAY = OPENING_DAYS.filter((day) => day !== 'sunday');

/** Two templates per category: the venue's number picks one, so neighbours differ. */
const TEMPLATES: Record<string, readonly [OpeningPeriodDto[], OpeningPeriodDto[]]> = {
  cafe: [week(EVERY_DAY, [['07:00', '23:00']]), week(NOT_MONDAY, [['06:30', '22:00']])],
  'salon-de-the': [week(NOT_MONDAY, [['09:00', '21:00']]), week(EVERY_DAY, [['10:00', '22:30']])],
  patisserie: [week(EVERY_DAY, [['07:30', '21:00']]), week(NOT_SUNDAY, [['08:00', '20:00']])],
  restaurant: [
    week(EVERY_DAY, [['12:00', '15:00'], ['19:00', '23:30']]),
    week(NOT_MONDAY, [['12:30', '15:00'], ['19:30', '23:00']], { friday: [['12:30', '15:00'], ['19:30', '01:00']], saturday: [['12:30', '15:00'], ['19:30', '01:00']] }),
  ],
  bar: [week(NOT_MONDAY, [['18:00', '02:00']]), week(EVERY_DAY, [['17:00', '01:00']], { friday: [['17:00', '03:00']], saturday: [['17:00', '03:00']] })],
  rooftop: [week(EVERY_DAY, [['16:00', '01:00']]), week(NOT_MONDAY, [['12:00', '00:00']])],
  spa: [week(EVERY_DAY, [['10:00', '21:00']]), week(NOT_SUNDAY, [['09:00', '20:00']])],
  hammam: [week(EVERY_DAY, [['08:00', '22:00']]), week(EVERY_DAY, [['07:00', '21:00']])],
  boutique: [week(NOT_SUNDAY, [['10:00', '13:00'], ['15:00', '20:00']]), week(EVERY_DAY, [['10:30', '21:00']])],
  galerie: [week(NOT_MONDAY, [['10:00', '19:00']]), week(NOT_MONDAY, [['11:00', '18:30']], { sunday: [['11:00', '14:00']] })],
};

/** Where the guest is received day and night. */
const ROUND_THE_CLOCK = new Set(['hotel', 'riad']);

/** One venue in this many gives no hours ("Horaires non renseignés"). */
const UNKNOWN_EVERY = 9;

/**
 * Ramadan 1448 (8 February – 9 March 2027, the expected dates): cafés and restaurants open after
 * the fast breaks, late into the night; and the first of January closed for shops and galleries.
 */
const RAMADAN_1448: SpecialHoursDto = { from: '2027-02-08', to: '2027-03-09', label: 'Ramadan', periods: [{ opens: '19:30', closes: '02:00' }] };
const NEW_YEAR_2027: SpecialHoursDto = { from: '2027-01-01', to: '2027-01-01', label: 'Nouvel an', periods: [] };
const SPECIAL_BY_CATEGORY: Record<string, SpecialHoursDto[]> = {
  cafe: [RAMADAN_1448],
  restaurant: [RAMADAN_1448],
  boutique: [NEW_YEAR_2027],
  galerie: [NEW_YEAR_2027],
};

/** The demo hours of the `index`-th venue of a category (the generator passes its row number). */
export function demoHours(categoryId: string, index: number): DemoHours {
  if (index % UNKNOWN_EVERY === UNKNOWN_EVERY - 1) return { openingHours: [], alwaysOpen: false, specialHours: [] };
  if (ROUND_THE_CLOCK.has(categoryId)) return { openingHours: [], alwaysOpen: true, specialHours: [] };
  const templates = TEMPLATES[categoryId] ?? TEMPLATES.boutique;
  return { openingHours: templates[index % 2], alwaysOpen: false, specialHours: index % 3 === 0 ? (SPECIAL_BY_CATEGORY[categoryId] ?? []) : [] };
}

/** Every template, for the generator's SQL: the category, which of its two, the periods. */
export function demoHourTemplates(): Array<{ category: string; variant: number; periods: OpeningPeriodDto[] }> {
  return Object.entries(TEMPLATES).flatMap(([category, pair]) => pair.map((periods, variant) => ({ category, variant, periods })));
}

export const DEMO_ROUND_THE_CLOCK = [...ROUND_THE_CLOCK];
export const DEMO_UNKNOWN_EVERY = UNKNOWN_EVERY;
