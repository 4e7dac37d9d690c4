/** What the auth routes answer when they succeed (spec section 2: the login and sign-up toasts). */
export const AUTH_MESSAGES = {
  signedUp: 'Compte créé avec succès !',
  signedIn: 'Connexion réussie !',
  signedOut: 'Vous êtes déconnecté.',
  accountDeleted: 'Votre compte et vos données personnelles ont été supprimés.',
  passwordResetRequested: 'Si un compte existe avec cet email, vous allez recevoir un lien pour réinitialiser votre mot de passe.',
  passwordReset: 'Mot de passe réinitialisé. Vous pouvez vous connecter.',
  passwordChanged: 'Mot de passe modifié. Vos autres sessions ont été fermées.',
  /** Issue 30 §9: the welcome mail's link was followed. */
  emailConfirmed: 'Votre adresse email est confirmée : vos votes comptent désormais dans le classement.',
  emailConfirmationSent: 'Un nouveau lien de confirmation vient de vous être envoyé par email.',
  emailAlreadyConfirmed: 'Votre adresse email est déjà confirmée.',
  becameMerchant: 'Votre compte est maintenant un compte commerçant. Vous pouvez ajouter votre lieu.',
} as const;

/**
 * Why an external sign-in came back to `/login?erreur=<value>`: the screen explains each in the reader's
 * language (web i18n `auth-form` `externalError.<key>`). `unavailable`: no OpenID provider is configured.
 */
export const EXTERNAL_SIGN_IN_ERRORS = {
  unavailable: 'connexion-externe',
  /** The provider said no, or the person refused consent. */
  denied: 'connexion-externe-refusee',
  /** The answer could not be trusted: unknown or reused state, expired attempt, token exchange or check failed. */
  failed: 'connexion-externe-echouee',
  /** The provider does not vouch for the e-mail address: no account is linked or made with it. */
  emailUnverified: 'email-non-verifie',
} as const;
export type ExternalSignInError = keyof typeof EXTERNAL_SIGN_IN_ERRORS;

/** The session cookie (DESIGN.md rule 7): opaque id, HttpOnly, SameSite=Lax, Path=/. */
export const SESSION_COOKIE = 'lieux_session';
