import { defineMessages } from '../../i18n/message-catalog';

/** Legal notice. French, the reference: `legal-notice.en.ts` and `legal-notice.ar.ts` have exactly these keys. */
export const legalNoticeFr = {
  'title': 'Mentions légales',
  'intro': 'Les informations sur l’éditeur du site Lieux et les règles qui s’appliquent à son contenu.',
  's.publisher.title': 'Éditeur',
  's.publisher.body':
    'Le site Lieux est édité par {company}, {legalForm}, dont le siège est : {office}.\n- Registre du commerce : {tradeRegister}\n- ICE : {ice}\n- E-mail : {email}\n- Téléphone : {phone}\n\nLe directeur de la publication est le représentant légal de l’éditeur.',
  's.hosting.title': 'Hébergement',
  's.hosting.body':
    'Le site et ses données sont hébergés par {host}, lié à Lieux par un contrat de sous-traitance qui l’oblige à la confidentialité et à la sécurité des données.',
  's.ip.title': 'Propriété intellectuelle',
  's.ip.body':
    'La marque Lieux, le logo, la charte graphique, les textes et la formule publiée du score sont protégés. Toute reproduction sans autorisation est interdite. Instagram, TikTok, Facebook, LinkedIn et Google Business sont des marques de leurs propriétaires respectifs ; Lieux n’est ni affilié à ces sociétés ni approuvé par elles.',
  's.data.title': 'Données personnelles',
  's.data.body':
    'Les traitements de données personnelles de Lieux respectent la loi n° 09‑08 et ont été déclarés à la CNDP (récépissé n° {cndpReceipt}) ; pour les personnes dans l’Union européenne, le RGPD s’applique aussi. Le détail figure dans la politique de confidentialité, la politique de cookies et la page « Vos droits (RGPD) ».',
  's.report.title': 'Signaler un contenu',
  's.report.body':
    'Un lieu inexact, un contenu illicite ou un abus de votes ? Écrivez à {email} en indiquant l’adresse de la page : nous examinons chaque signalement et retirons sans délai ce qui est manifestement illicite.',
  's.law.title': 'Droit applicable',
  's.law.body': 'Le site est soumis au droit marocain.',
};

export const legalNoticeMessages = defineMessages(legalNoticeFr, {
  en: () => import('./legal-notice.en').then((module) => module.legalNoticeEn),
  ar: () => import('./legal-notice.ar').then((module) => module.legalNoticeAr),
});
