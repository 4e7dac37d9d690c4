import type { ErrorDefinitions } from '../errors/error-definition.js';

/** Sign-up and sign-in failures. One message for a wrong e-mail and a wrong password: nobody learns which accounts exist. */
export const AUTH_ERRORS = {
  email_taken: { status: 409, message: 'Un compte existe déjà avec cet email.' },
  invalid_credentials: { status: 401, message: 'Email ou mot de passe incorrect.' },
} as const satisfies ErrorDefinitions;
