import { defineMessages } from '../../i18n/message-catalog';

/**
 * Claiming a listing (issue 32 §2): the venue page's invitation and the claim screen
 * (/merchant/revendiquer/{slug}). French, the reference: `claim.en.ts` and `claim.ar.ts` have exactly
 * these keys. The invitation is the spec's sentence (CLAIM_MESSAGES.invitation).
 */
export const claimFr = {
  'screenTitle': 'Revendiquer « {name} »',
  'loading': 'Chargement…',
  'intro': 'Prouvez que ce lieu est le vôtre avec un compte qui le représente (nous comparons son site web, son téléphone ou son identifiant avec ceux de la fiche) ou avec des justificatifs. Notre équipe examine ensuite votre demande, en général sous 24 à 48 h, et vous répond par e-mail.',
  'listingTitle': 'Ce que dit la fiche',
  'website': 'Site web',
  'phone': 'Téléphone',
  'none': 'non renseigné',
  'proveTitle': 'Prouver avec un compte',
  'proveHelp': 'Vous serez redirigé vers la plateforme pour autoriser une lecture de votre profil. Aucun compte n’est connecté à ce stade, et rien n’est publié.',
  'withInstagram': 'Avec Instagram',
  'withGoogle': 'Avec Google Business',
  'unavailable': 'La revendication par compte n’est pas encore disponible sur cette plateforme : prouvez avec des justificatifs ci-dessous.',
  'faqLink': 'Comment fonctionne la revendication ?',
  'sent': 'Demande envoyée ! Notre équipe l’examine et vous répond par e-mail.',
  'reported': 'Ce lieu a déjà un propriétaire : votre demande a été transmise à notre équipe, qui va l’examiner.',
  'failed': 'La demande n’a pas abouti',
  'pending': 'Votre demande est en cours d’examen. Vous recevrez un e-mail dès qu’elle sera traitée.',
  'approved': 'Ce lieu est à vous. Complétez sa fiche, ses photos et ses horaires depuis votre espace commerçant.',
  'approvedAction': 'Modifier la fiche',
  'refused': 'Votre demande précédente a été refusée. Motif : {reason}',
  'owned': 'Ce lieu a déjà un propriétaire. S’il s’agit d’une erreur, revendiquez-le quand même : votre demande sera transmise à notre équipe.',
  'backToVenue': 'Retour au lieu',
  'documentsTitle': 'Avec des justificatifs',
  'documentsHelp': 'Joignez les mêmes documents que pour la vérification d’un lieu : un extrait du registre du commerce, un justificatif d’adresse du lieu et une pièce d’identité du gérant ; des photos du lieu si vous le souhaitez. Notre équipe les compare à la fiche.',
  'documentsChosen': 'Fichier choisi : {name} (cliquez pour le remplacer)',
  'documentsPrivacy': 'Vos documents sont chiffrés, vus seulement par notre équipe, et supprimés 90 jours après sa décision.',
  'documentsSend': 'Envoyer la demande',
  'error.claim_account_mismatch': 'Ce compte ne correspond pas à la fiche : ni son site web, ni son téléphone, ni son identifiant ne sont ceux du lieu.',
  'error.claim_plan_full': 'Votre offre est complète : revendiquer ce lieu dépasserait le nombre de lieux qu’elle permet. Passez à Pro pour en gérer davantage.',
  'error.claim_already_pending': 'Votre demande pour ce lieu est déjà en cours d’examen.',
  'error.claim_already_owner': 'Ce lieu vous appartient déjà.',
  'error.claim_venue_not_claimable': 'Ce lieu ne peut pas être revendiqué.',
  'error.merchant_only': 'La revendication est réservée aux comptes commerçants : passez votre compte en compte commerçant ci-dessous.',
  'error.other': 'La plateforme n’a pas pu confirmer le compte. Réessayez dans un instant.',
};

export const claimMessages = defineMessages(claimFr, {
  en: () => import('./claim.en').then((module) => module.claimEn),
  ar: () => import('./claim.ar').then((module) => module.claimAr),
});
