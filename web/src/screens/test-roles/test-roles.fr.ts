import { defineMessages } from '../../i18n/message-catalog';

/**
 * The test-roles page (spec section 2, "Test-mode page"). Its messages are quoted by the spec (section 8).
 * French, the reference: `test-roles.en.ts` and `test-roles.ar.ts` have exactly these keys.
 */
export const testRolesFr = {
  'title': 'Test des rôles',
  'subtitle': "Connectez-vous en un clic avec un compte de test de chaque rôle pour essayer l'application.",
  'disabled': 'Mode test désactivé',
  'disabledBody': "Les comptes de test ne sont pas disponibles sur cette installation.",
  'session.title': 'Session actuelle',
  'session.as': 'Connecté en tant que {name}',
  'session.none': 'Non connecté',
  'users.title': 'Comptes de test',
  'role.admin': 'Administrateur',
  'role.merchant': 'Commerçant',
  'role.consumer': 'Consommateur',
  'login': 'Se connecter',
  'loginAs': 'Se connecter comme {name}',
  'current': 'Connecté',
  'logout': 'Se déconnecter',
  'loginFailed': 'Impossible de se connecter comme utilisateur test',
  'logoutFailed': 'Impossible de se déconnecter',
  'links.title': 'Accès rapides',
  'links.home': 'Accueil',
  'links.admin': 'Administration',
  'links.dashboard': 'Tableau de bord commerçant',
  'links.explorer': 'Explorer',
  'help.title': 'Mode d’emploi',
  'help.admin': 'Administrateur : approuve ou rejette les lieux, voit les utilisateurs et les statistiques.',
  'help.merchant': 'Commerçant : crée ses lieux, connecte ses réseaux et suit son tableau de bord.',
  'help.consumer': 'Consommateur : explore les lieux et vote pour ses préférés.',
};

export const testRolesMessages = defineMessages(testRolesFr, {
  en: () => import('./test-roles.en').then((module) => module.testRolesEn),
  ar: () => import('./test-roles.ar').then((module) => module.testRolesAr),
});
