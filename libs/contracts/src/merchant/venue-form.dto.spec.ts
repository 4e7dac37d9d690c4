import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { MERCHANT_MESSAGES } from './merchant.messages.js';
import { UpdateVenueDto } from './venue-form.dto.js';

/** The French messages validation gives one field of an update, as the gateway's pipe runs it. */
async function fieldErrors(body: Record<string, unknown>, property: string): Promise<string[]> {
  const dto = plainToInstance(UpdateVenueDto, body);
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  const field = errors.find((error) => error.property === property);
  const messages = (error: typeof field): string[] => (error ? [...Object.values(error.constraints ?? {}), ...(error.children ?? []).flatMap(messages)] : []);
  return messages(field);
}
const openingHoursErrors = (openingHours: unknown) => fieldErrors({ openingHours }, 'openingHours');

describe('a venue’s opening hours in a form', () => {
  it('takes periods of a day and two times', async () => {
    expect(await openingHoursErrors([{ day: 'monday', opens: '09:00', closes: '23:00' }])).toEqual([]);
    expect(await openingHoursErrors([])).toEqual([]);
  });

  // Found by the fuzzer (issue 16): an array of arrays passed validation and reached SQL as `undefined` (a 500).
  it.each([
    ['empty arrays', [[]]],
    ['arrays', [['monday', '09:00', '23:00']]],
    ['strings', ['monday 09:00-23:00']],
    ['numbers', [1]],
    ['null', [null]],
  ])('refuses periods that are %s, with the French message', async (_kind, openingHours) => {
    const messages = await openingHoursErrors(openingHours);
    expect(messages).toContain(MERCHANT_MESSAGES.openingHoursInvalid);
    expect(new Set(messages)).toEqual(new Set([MERCHANT_MESSAGES.openingHoursInvalid]));
  });
});

describe('the week as a whole, 24/7 and special hours', () => {
  it('refuses overlapping periods and a period closing when it opens, with one French message each', async () => {
    expect(
      await openingHoursErrors([
        { day: 'friday', opens: '20:00', closes: '03:00' },
        { day: 'saturday', opens: '02:00', closes: '12:00' },
      ]),
    ).toEqual([MERCHANT_MESSAGES.openingHoursOverlap]);
    expect(await openingHoursErrors([{ day: 'friday', opens: '09:00', closes: '09:00' }])).toEqual([MERCHANT_MESSAGES.openingHoursSameTime]);
  });

  it('refuses "open 24/7" given with periods, and takes it alone', async () => {
    expect(await fieldErrors({ alwaysOpen: true, openingHours: [{ day: 'friday', opens: '09:00', closes: '18:00' }] }, 'openingHours')).toEqual([MERCHANT_MESSAGES.alwaysOpenWithPeriods]);
    expect(await fieldErrors({ alwaysOpen: true, openingHours: [] }, 'openingHours')).toEqual([]);
    expect(await fieldErrors({ alwaysOpen: 'oui' }, 'alwaysOpen')).toEqual([MERCHANT_MESSAGES.alwaysOpenInvalid]);
  });

  it('takes a closed holiday and Ramadan’s hours; refuses bad dates, overlaps and malformed entries in French', async () => {
    const ramadan = { from: '2027-02-08', to: '2027-03-09', label: 'Ramadan', periods: [{ opens: '20:00', closes: '02:00' }] };
    expect(await fieldErrors({ specialHours: [ramadan, { from: '2027-01-01', to: '2027-01-01', label: '', periods: [] }] }, 'specialHours')).toEqual([]);
    expect(await fieldErrors({ specialHours: [{ ...ramadan, from: '2027-02-30' }] }, 'specialHours')).toEqual([MERCHANT_MESSAGES.specialHoursInvalid]);
    expect(await fieldErrors({ specialHours: [ramadan, { ...ramadan, from: '2027-03-01', to: '2027-03-02' }] }, 'specialHours')).toEqual([MERCHANT_MESSAGES.specialHoursOverlap]);
    expect(await fieldErrors({ specialHours: [{ ...ramadan, label: 'x'.repeat(61) }] }, 'specialHours')).toEqual([MERCHANT_MESSAGES.specialHoursLabelMax]);
    for (const malformed of [[[]], ['Ramadan'], [null], [{ ...ramadan, periods: [['20:00', '02:00']] }], [{ ...ramadan, periods: 'fermé' }]]) {
      const messages = await fieldErrors({ specialHours: malformed }, 'specialHours');
      expect(messages.length).toBeGreaterThan(0);
      expect(new Set(messages)).toEqual(new Set([MERCHANT_MESSAGES.specialHoursInvalid]));
    }
  });

  it('takes a WhatsApp number like a phone, and "closed for good" as yes or no', async () => {
    expect(await fieldErrors({ whatsapp: '+212 6 61 23 45 67' }, 'whatsapp')).toEqual([]);
    expect(await fieldErrors({ whatsapp: 'wa.me/212661' }, 'whatsapp')).toEqual([MERCHANT_MESSAGES.phoneInvalid]);
    expect(await fieldErrors({ permanentlyClosed: 'yes' }, 'permanentlyClosed')).toEqual([MERCHANT_MESSAGES.permanentlyClosedInvalid]);
  });
});
