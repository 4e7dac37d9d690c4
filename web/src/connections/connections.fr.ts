import { CONNECTION_TOASTS } from '@lieux/contracts';
import { defineMessages } from '../i18n/message-catalog';

/**
 * The social connections: /merchant/connections, the dashboard's panel and the onboarding's steps 2–3.
 * French, the reference: `connections.en.ts` and `connections.ar.ts` have exactly these keys.
 */
export const connectionsFr = {
  'screenTitle': 'Réseaux sociaux',
  'title': 'Vos réseaux sociaux',
  'subtitle': 'Reliez chaque lieu à ses comptes : leurs chiffres publics comptent dans son score.',
  'readOnly': 'Accès en lecture seule : Lieux lit vos statistiques publiques (abonnés, publications, interactions, avis) et ne publie jamais rien en votre nom. Vous pouvez déconnecter un compte à tout moment.',
  'back': 'Tableau de bord',
  'loadFailed': 'Impossible de charger vos connexions.',
  'venue.label': 'Lieu',
  'venue.none': 'Créez d’abord un lieu : les réseaux se connectent lieu par lieu.',
  'venue.create': 'Créer un lieu',
  'scoreEffect': 'Jusqu’à +{points} points de score',
  'scoreEffectNote': 'Le score va de 0 à 100 : chaque plateforme active y ajoute au plus les points indiqués, selon l’audience et l’activité du compte.',
  'state.active': 'Actif',
  'state.paused': 'En pause',
  'state.needsReconnect': 'À reconnecter',
  'state.notConnected': 'Non connecté',
  'state.comingSoon': 'Bientôt disponible',
  'sandbox': 'Sandbox',
  'sandboxHint': 'Compte de démonstration (serveur de test de la plateforme), pas un vrai compte.',
  'account': 'Compte',
  'lastSync': 'Dernière synchronisation : {date}',
  'neverSynced': 'Pas encore synchronisé',
  'followers': 'Abonnés : {count}',
  'needsReconnectBody': 'L’accès a expiré ou a été retiré : ce compte ne compte plus dans le score tant qu’il n’est pas reconnecté.',
  'comingSoonBody': 'Cette plateforme n’est pas encore ouverte sur Lieux.',
  'connect': 'Connecter',
  'reconnect': 'Reconnecter',
  'activeSwitch': 'Compter ce compte dans le score',
  'disconnect': 'Déconnecter',
  'disconnectTitle': 'Déconnecter {provider} ?',
  'disconnectBody': 'Le compte {account} ne sera plus lié à {venue} ; son accès est retiré et il ne compte plus dans le score.',
  'disconnectConfirm': 'Déconnecter',
  'cancel': 'Annuler',
  'updateFailed': 'La modification n’a pas été enregistrée. Réessayez.',
  'panel.venue': 'Lieu : {venue}',
  'toast.success': CONNECTION_TOASTS.success,
  'toast.errorTitle': CONNECTION_TOASTS.errorTitle,
  'toast.errorMessage': CONNECTION_TOASTS.errorMessage,
  'toast.denied': 'L’autorisation a été refusée sur la page de la plateforme : aucun compte n’a été connecté.',
  'toast.accountTaken': 'Ce compte est déjà lié à un autre lieu.',
  'toast.unavailable': 'Cette plateforme est bientôt disponible : la connexion n’est pas encore ouverte.',
  'toast.disconnected': CONNECTION_TOASTS.disconnected,
  'panel.needsReconnect': 'Un compte est à reconnecter : il ne compte plus dans le score.',
  'onboarding.connectedAs': 'Connecté : {account}',
  'onboarding.paused': 'En pause : {account}',
  'onboarding.needsReconnect': 'À reconnecter : {account}',
};

export type ConnectionsMessageKey = keyof typeof connectionsFr;

export const connectionsMessages = defineMessages(connectionsFr, {
  en: () => import('./connections.en').then((module) => module.connectionsEn),
  ar: () => import('./connections.ar').then((module) => module.connectionsAr),
});
