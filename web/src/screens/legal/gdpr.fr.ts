import { defineMessages } from '../../i18n/message-catalog';

/**
 * GDPR rights and how to exercise them (the `#contact-form` section: a mailto to the privacy
 * address until the request form has its endpoint). Response times are the spec's.
 * French, the reference: `gdpr.en.ts` and `gdpr.ar.ts` have exactly these keys.
 */
export const gdprFr = {
  'title': 'Vos droits (RGPD)',
  'intro':
    'Vos données vous appartiennent. La loi marocaine n° 09‑08 et, si vous êtes dans l’Union européenne, le RGPD vous donnent les droits ci-dessous ; Lieux les applique de la même façon à tous ses utilisateurs.',
  's.rights.title': 'Vos droits',
  's.rights.body':
    '- Accès : savoir quelles données nous avons sur vous et en recevoir une copie.\n- Rectification : corriger une donnée inexacte ou incomplète.\n- Effacement : faire supprimer votre compte et vos données (votes, favoris, lieux, réseaux connectés).\n- Limitation : faire geler l’usage d’une donnée le temps d’une vérification.\n- Portabilité : recevoir vos données dans un format lisible par une machine (JSON).\n- Opposition : vous opposer à un traitement fondé sur notre intérêt légitime.\n- Retrait : déconnecter à tout moment un réseau social, ce qui supprime ses jetons d’accès.',
  's.delays.title': 'Nos délais',
  's.delays.body':
    '- Accusé de réception : sous 48 h.\n- Traitement de la demande : sous 30 jours.\n- Simple question sur vos données : réponse sous 72 h.\n\nPour protéger votre compte, écrivez-nous depuis l’adresse e-mail du compte ; en cas de doute sur votre identité, nous pouvons vous demander de la confirmer.',
  's.complaint.title': 'Réclamation',
  's.complaint.body':
    'Si notre réponse ne vous satisfait pas, vous pouvez saisir la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP, www.cndp.ma) ou, dans l’Union européenne, l’autorité de contrôle de votre pays (en France, la CNIL).',
  'request.title': 'Faire une demande',
  'request.body':
    'Remplissez ce formulaire : choisissez le droit que vous exercez et donnez les précisions utiles, depuis l’adresse e-mail de votre compte. Vous pouvez aussi écrire à {privacyEmail}.',
  'request.action': 'Préférer l’e-mail : écrire à {privacyEmail}',
  'request.subject': 'Demande RGPD',
};

export const gdprMessages = defineMessages(gdprFr, {
  en: () => import('./gdpr.en').then((module) => module.gdprEn),
  ar: () => import('./gdpr.ar').then((module) => module.gdprAr),
});
