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
    'Un cookie est un petit fichier qu’un site dépose dans votre navigateur. Lieux en utilise le moins possible : un pour la connexion, un pour compter les visiteurs des fiches de lieux, et un, de quelques minutes, pendant une connexion par un compte externe. Aucun ne sert à la publicité ni à vous suivre ailleurs.',
  's.used.title': 'Les cookies que nous déposons',
  's.used.body':
    'lieux_session — la connexion\n- Rôle : vous garder connecté à votre compte ; il contient seulement un identifiant aléatoire de session, rien d’autre.\n- Déposé quand vous vous connectez, supprimé quand vous vous déconnectez.\n- Durée : 30 jours au plus.\n\nlieux_visitor — le compteur de visiteurs\n- Rôle : afficher sur chaque fiche le nombre de visiteurs distincts du mois. Il contient un identifiant aléatoire, sans lien avec votre compte ; nous n’en gardons qu’un total anonyme par lieu et par mois (vos visites ne sont ni listées ni rapprochées de vous).\n- Déposé à l’ouverture d’une fiche de lieu ; jamais prolongé ensuite.\n- Durée : 1 an.\n\nlieux_oidc — la connexion par un compte externe\n- Rôle : relier le retour du fournisseur d’identité à votre demande de connexion, pour qu’un autre site ne puisse pas s’y substituer.\n- Déposé quand vous choisissez « Continuer avec un compte externe », supprimé au retour.\n- Durée : 10 minutes.\n\nProtections communes : illisibles par les scripts de la page (HttpOnly), non transmis avec les requêtes lancées par d’autres sites (SameSite=Lax) et seulement en connexion chiffrée (Secure).\n\nLe cookie de connexion et celui de la connexion externe sont strictement nécessaires au service que vous demandez. Le compteur de visiteurs est une mesure d’audience limitée à des statistiques anonymes de notre propre site, déposée par nous seuls et pour 13 mois au plus, comme le permettent les lignes directrices de la CNIL et la loi 09-08 : aucun de ces cookies ne requiert votre consentement.',
  's.storage.title': 'Votre choix de langue',
  's.storage.body':
    'La langue choisie (français, anglais ou arabe) est gardée dans le stockage local de votre navigateur, sous le nom « locale ». Elle n’est jamais envoyée à nos serveurs et reste jusqu’à ce que vous changiez de langue ou effaciez les données du site.',
  's.none.title': 'Ce que nous n’utilisons pas',
  's.none.body':
    'Aucun cookie de publicité, de suivi de parcours, de détection d’erreurs ou de réseau social tiers, et aucun outil de mesure d’audience d’une autre société. C’est pourquoi aucun bandeau ne vous demande votre accord.\n\nSi nous en ajoutions un jour, votre accord serait demandé avant tout dépôt, et leur durée serait limitée : préférences 1 an, filtres de recherche 30 jours, mesure d’audience 2 ans, suivi de parcours 30 jours, détection d’erreurs 90 jours.',
  's.control.title': 'Garder la main',
  's.control.body':
    'Votre navigateur permet de voir et de supprimer les cookies et les données de chaque site. Supprimer lieux_session vous déconnecte ; bloquer ce cookie empêche la connexion, mais vous pouvez toujours parcourir et rechercher des lieux. Supprimer ou bloquer lieux_visitor ne change rien au site : vous ne comptez simplement plus comme visiteur distinct.',
};

export const cookiesMessages = defineMessages(cookiesFr, {
  en: () => import('./cookies.en').then((module) => module.cookiesEn),
  ar: () => import('./cookies.ar').then((module) => module.cookiesAr),
});
