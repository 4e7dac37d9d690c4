import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { MERCHANT_MESSAGES } from './merchant.messages.js';
import { UpdateVenueDto } from './venue-form.dto.js';

/** The French messages validation gives `openingHours` of an update, as the gateway's pipe runs it. */
async function openingHoursErrors(openingHours: unknown): Promise<string[]> {
  const dto = plainToInstance(UpdateVenueDto, { openingHours });
  const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
  const field = errors.find((error) => error.property === 'openingHours');
  const messages = (error: typeof field): string[] => (error ? [...Object.values(error.constraints ?? {}), ...(error.children ?? []).flatMap(messages)] : []);
  return messages(field);
}

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
