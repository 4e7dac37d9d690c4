import { SUPPORT_RESPONSE_TIMES as TIMES } from '@lieux/contracts';
import { contactAr } from './contact/contact.ar';
import { contactEn } from './contact/contact.en';
import { contactFr } from './contact/contact.fr';
import { faqAr } from './faq/faq.ar';
import { faqEn } from './faq/faq.en';
import { faqFr } from './faq/faq.fr';
import { gdprAr } from './legal/gdpr.ar';
import { gdprEn } from './legal/gdpr.en';
import { gdprFr } from './legal/gdpr.fr';
import { privacyAr } from './legal/privacy.ar';
import { privacyEn } from './legal/privacy.en';
import { privacyFr } from './legal/privacy.fr';

/** Each text that promises a response time, in the three languages, and the times it must quote: one set everywhere (issue 30). */
const PROMISES: { where: string; texts: Record<string, string>[]; key: string; figures: number[] }[] = [
  { where: 'FAQ, "more"', texts: [faqFr, faqEn, faqAr], key: 'more.body', figures: [TIMES.generalHours, TIMES.technicalHours] },
  { where: 'FAQ, deleting an account', texts: [faqFr, faqEn, faqAr], key: 'a.supprimer-compte', figures: [TIMES.gdprAcknowledgedHours, TIMES.gdprHandledDays] },
  { where: 'contact, lead', texts: [contactFr, contactEn, contactAr], key: 'lead', figures: [TIMES.generalHours] },
  { where: 'contact, sent', texts: [contactFr, contactEn, contactAr], key: 'sent', figures: [TIMES.generalHours] },
  { where: 'contact, GDPR request sent', texts: [contactFr, contactEn, contactAr], key: 'gdprSent', figures: [TIMES.gdprAcknowledgedHours, TIMES.gdprHandledDays] },
  { where: 'GDPR page, delays', texts: [gdprFr, gdprEn, gdprAr], key: 's.delays.body', figures: [TIMES.gdprAcknowledgedHours, TIMES.gdprHandledDays, TIMES.gdprQuestionHours] },
  { where: 'privacy policy, rights', texts: [privacyFr, privacyEn, privacyAr], key: 's.rights.body', figures: [TIMES.gdprAcknowledgedHours, TIMES.gdprHandledDays, TIMES.gdprQuestionHours] },
];

const figuresIn = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

describe('support response times', () => {
  it.each(PROMISES)('are the same set in $where, in French, English and Arabic', ({ texts, key, figures }) => {
    for (const catalog of texts) {
      const text = catalog[key] ?? '';
      expect({ key, text, quoted: figures.filter((figure) => figuresIn(text).includes(figure)) }).toEqual({ key, text, quoted: figures });
      // No other delay: every figure the promise quotes is one of the set (law numbers like 09-08 aside).
      const known: number[] = [...Object.values(TIMES), 9, 8, 3, 2];
      expect({ key, stray: figuresIn(text).filter((figure) => !known.includes(figure)) }).toEqual({ key, stray: [] });
    }
  });
});
