import type { Translation } from '../../i18n/message-catalog';
import type { gdprFr } from './gdpr.fr';

export const gdprEn = {
  'title': 'Your rights (GDPR)',
  'intro':
    'Your data belongs to you. Moroccan law no. 09‑08 and, if you are in the European Union, the GDPR give you the rights below; Lieux applies them the same way to all its users.',
  's.rights.title': 'Your rights',
  's.rights.body':
    '- Access: know what data we hold about you and get a copy.\n- Rectification: correct inaccurate or incomplete data.\n- Erasure: have your account and data deleted (votes, favourites, venues, connected networks).\n- Restriction: have the use of some data frozen while it is checked.\n- Portability: receive your data in a machine-readable format (JSON).\n- Objection: object to processing based on our legitimate interest.\n- Withdrawal: disconnect a social network at any time, which deletes its access tokens.',
  's.delays.title': 'Our response times',
  's.delays.body':
    '- Acknowledgement: within 48 h.\n- Handling of the request: within 30 days.\n- A simple question about your data: answered within 72 h.\n\nTo protect your account, write to us from your account’s e-mail address; if we have doubts about your identity, we may ask you to confirm it.',
  's.complaint.title': 'Complaints',
  's.complaint.body':
    'If our answer does not satisfy you, you may contact the National Commission for the Control of Personal Data Protection (CNDP, www.cndp.ma) or, in the European Union, your country’s supervisory authority (in France, the CNIL).',
  'request.title': 'Making a request',
  'request.body':
    'Fill in this form: choose the right you exercise and give the useful details, from your account’s e-mail address. You can also write to {privacyEmail}.',
  'request.action': 'Prefer e-mail: write to {privacyEmail}',
  'request.subject': 'GDPR request',
} satisfies Translation<typeof gdprFr>;
