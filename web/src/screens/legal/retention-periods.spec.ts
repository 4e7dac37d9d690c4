import { RETENTION_PERIODS as PERIODS } from '@lieux/contracts';
import { privacyAr } from './privacy.ar';
import { privacyEn } from './privacy.en';
import { privacyFr } from './privacy.fr';

/** A duration as each language writes it in the policy (a no-break space in French and English; Arabic: the dual "سنتان" for two years, the plural of 3 to 10). */
const written = {
  fr: { years: (n: number) => `${n}\u00a0ans`, days: (n: number) => `${n}\u00a0jours` },
  en: { years: (n: number) => `${n}\u00a0years`, days: (n: number) => `${n}\u00a0days` },
  ar: { years: (n: number) => (n === 2 ? 'سنتان' : `${n} سنوات`), days: (n: number) => `${n} يومًا` },
} as const;

/** Each line of "Durées de conservation" that states a period the jobs apply (docs/legal.md "Retention"), and what it must quote. */
const LINES = [
  { line: 0, quotes: (w: (typeof written)[keyof typeof written]) => [w.years(PERIODS.inactiveAccountYears), w.days(PERIODS.inactiveAccountNoticeDays)] },
  { line: 1, quotes: (w: (typeof written)[keyof typeof written]) => [w.years(PERIODS.supportDataYears)] },
];

describe('the privacy policy’s retention periods', () => {
  it.each([
    ['fr', privacyFr],
    ['en', privacyEn],
    ['ar', privacyAr],
  ] as const)('in %s, are the ones the retention jobs apply (RETENTION_PERIODS)', (locale, catalog) => {
    const lines = catalog['s.retention.body'].split('\n');
    for (const { line, quotes } of LINES) {
      for (const quote of quotes(written[locale])) expect({ line: lines[line], quote, quoted: lines[line].includes(quote) }).toEqual({ line: lines[line], quote, quoted: true });
    }
  });
});
