import type { ErrorDefinitions } from '../errors/error-definition.js';

/** Sign-up and sign-in failures. One message for a wrong e-mail and a wrong password: nobody learns which accounts exist. */
export const AUTH_ERRORS = {
  email_taken: { status: 409, message: 'Un compte existe déjà avec cet email.' },
  invalid_credentials: { status: 401, message: 'Email ou mot de passe incorrect.' },
  current_password_wrong: { status: 400, message: 'Le mot de passe actuel est incorrect.' },
} as const satisfies ErrorDefinitions;
