import { defineMessages } from '../../i18n/message-catalog';

/**
 * Cookies: the product sets one cookie, the session (HttpOnly, 30 days), and keeps the language in
 * localStorage; no non-essential cookie, hence no banner. The spec's other durations are the caps
 * a future non-essential cookie would get, with consent first.
 * French, the reference: `cookies.en.ts` and `cookies.ar.ts` have exactly these keys.
 */
export const cookiesFr = {
  'title': 'Politique de cookies',
  'intro':
    'Un cookie est un petit fichier qu’un site dépose dans votre navigateur. Lieux en utilise le moins possible : un seul, indispensable à la connexion.',
  's.used.title': 'Le cookie que nous déposons',
  's.used.body':
    '- Nom : lieux_session.\n- Rôle : vous garder connecté à votre compte ; il contient seulement un identifiant aléatoire de session, rien d’autre.\n- Déposé quand vous vous connectez, supprimé quand vous vous déconnectez.\n- Durée : 30 jours au plus.\n- Protections : illisible par les scripts de la page (HttpOnly), non transmis avec les requêtes lancées par d’autres sites (SameSite=Lax) et seulement en connexion chiffrée (Secure).\n\nCe cookie est strictement nécessaire au service que vous demandez : il ne requiert pas votre consentement.',
  's.storage.title': 'Votre choix de langue',
  's.storage.body':
    'La langue choisie (français, anglais ou arabe) est gardée dans le stockage local de votre navigateur, sous le nom « locale ». Elle n’est jamais envoyée à nos serveurs et reste jusqu’à ce que vous changiez de langue ou effaciez les données du site.',
  's.none.title': 'Ce que nous n’utilisons pas',
  's.none.body':
    'Aucun cookie de mesure d’audience, de publicité, de suivi de parcours, de détection d’erreurs ou de réseau social tiers. C’est pourquoi aucun bandeau ne vous demande votre accord.\n\nSi nous en ajoutions un jour, votre accord serait demandé avant tout dépôt, et leur durée serait limitée : préférences 1 an, filtres de recherche 30 jours, mesure d’audience 2 ans, suivi de parcours 30 jours, détection d’erreurs 90 jours.',
  's.control.title': 'Garder la main',
  's.control.body':
    'Votre navigateur permet de voir et de supprimer les cookies et les données de chaque site. Supprimer lieux_session vous déconnecte ; bloquer ce cookie empêche la connexion, mais vous pouvez toujours parcourir et rechercher des lieux.',
};

export const cookiesMessages = defineMessages(cookiesFr, {
  en: () => import('./cookies.en').then((module) => module.cookiesEn),
  ar: () => import('./cookies.ar').then((module) => module.cookiesAr),
});
