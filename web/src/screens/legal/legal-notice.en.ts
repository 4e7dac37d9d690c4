import type { Translation } from '../../i18n/message-catalog';
import type { legalNoticeFr } from './legal-notice.fr';

export const legalNoticeEn = {
  'title': 'Legal notice',
  'intro': 'Information about the publisher of the Lieux site and the rules that apply to its content.',
  's.publisher.title': 'Publisher',
  's.publisher.body':
    'The Lieux site is published by {company}, {legalForm}, whose registered office is: {office}.\n- Trade register: {tradeRegister}\n- ICE: {ice}\n- E-mail: {email}\n- Phone: {phone}\n\nThe publication director is the publisher’s legal representative.',
  's.hosting.title': 'Hosting',
  's.hosting.body':
    'The site and its data are hosted by {host}, bound to Lieux by a processing agreement that obliges it to keep data confidential and secure.',
  's.ip.title': 'Intellectual property',
  's.ip.body':
    'The Lieux brand, logo, design, texts and the published score formula are protected. Any reproduction without permission is forbidden. Instagram, TikTok, Facebook, LinkedIn and Google Business are trademarks of their respective owners; Lieux is neither affiliated with nor endorsed by these companies.',
  's.data.title': 'Personal data',
  's.data.body':
    'Lieux’s processing of personal data complies with law no. 09‑08 and has been declared to the CNDP (receipt no. {cndpReceipt}); for people in the European Union, the GDPR applies as well. Details are in the privacy policy, the cookie policy and the “Your rights (GDPR)” page.',
  's.report.title': 'Reporting content',
  's.report.body':
    'An inaccurate venue, unlawful content or vote abuse? Write to {email} with the page address: we review every report and promptly remove anything clearly unlawful.',
  's.law.title': 'Governing law',
  's.law.body': 'The site is subject to Moroccan law.',
} satisfies Translation<typeof legalNoticeFr>;
