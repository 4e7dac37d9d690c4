/** What the auth routes answer when they succeed (spec section 2: the login and sign-up toasts). */
export const AUTH_MESSAGES = {
  signedUp: 'Compte créé avec succès !',
  signedIn: 'Connexion réussie !',
  signedOut: 'Vous êtes déconnecté.',
  accountDeleted: 'Votre compte et vos données personnelles ont été supprimés.',
  passwordResetRequested: 'Si un compte existe avec cet email, vous allez recevoir un lien pour réinitialiser votre mot de passe.',
  passwordReset: 'Mot de passe réinitialisé. Vous pouvez vous connecter.',
  passwordChanged: 'Mot de passe modifié. Vos autres sessions ont été fermées.',
} as const;

/**
 * Where `GET /api/login` (external sign-in) sends the browser while no OpenID provider is set up:
 * `/login?erreur=connexion-externe`, and the login and sign-up screens say so in the reader's language.
 */
export const EXTERNAL_SIGN_IN_UNAVAILABLE = { param: 'erreur', value: 'connexion-externe' } as const;

/** The session cookie (DESIGN.md rule 7): opaque id, HttpOnly, SameSite=Lax, Path=/. */
export const SESSION_COOKIE = 'lieux_session';
