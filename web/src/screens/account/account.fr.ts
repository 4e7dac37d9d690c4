import { defineMessages } from '../../i18n/message-catalog';

/**
 * The account page /compte (issue 6; the spec's GDPR page promises these rights).
 * French, the reference: `account.en.ts` and `account.ar.ts` have exactly these keys.
 */
export const accountFr = {
  'title': 'Mon compte',
  'subtitle': 'Vos informations, votre mot de passe et vos données.',
  'profile.title': 'Profil',
  'profile.firstName': 'Prénom',
  'profile.lastName': 'Nom',
  'profile.email': 'Email',
  'profile.save': 'Enregistrer',
  'profile.saving': 'Enregistrement…',
  'profile.saved': 'Profil mis à jour',
  'password.title': 'Mot de passe',
  'password.current': 'Mot de passe actuel',
  'password.new': 'Nouveau mot de passe',
  'password.hint': 'Au moins 8 caractères, et pas un mot de passe courant. Vos autres sessions seront fermées.',
  'password.save': 'Changer le mot de passe',
  'password.saving': 'Modification…',
  'password.changed': 'Mot de passe modifié. Vos autres sessions ont été fermées.',
  'export.title': 'Mes données',
  'export.body': 'Téléchargez tout ce que Lieux garde sur vous, au format JSON.',
  'export.action': 'Télécharger mes données',
  'delete.title': 'Supprimer mon compte',
  'delete.body': 'Vos données personnelles seront effacées. Cette action est définitive.',
  'delete.password': 'Confirmez avec votre mot de passe',
  'delete.action': 'Supprimer définitivement',
  'delete.deleting': 'Suppression…',
  'delete.done': 'Votre compte et vos données personnelles ont été supprimés.',
};

export const accountMessages = defineMessages(accountFr, {
  en: () => import('./account.en').then((module) => module.accountEn),
  ar: () => import('./account.ar').then((module) => module.accountAr),
});
