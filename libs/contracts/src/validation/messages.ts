/** The product's validation messages (spec section 5), used by the server and the web app alike. */
export const VALIDATION_MESSAGES = {
  venueNameMin: 'Le nom doit contenir au moins 2 caractères',
  categoryRequired: 'Sélectionnez une catégorie',
  addressMin: "L'adresse doit contenir au moins 5 caractères",
  cityMin: 'La ville doit contenir au moins 2 caractères',
  invalidUrl: 'URL invalide',
  invalidEmail: 'Email invalide',
  passwordMin: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordRequired: 'Mot de passe requis',
  firstNameMin: 'Le prénom doit contenir au moins 2 caractères',
  lastNameMin: 'Le nom doit contenir au moins 2 caractères',
  // Not in the spec: bounds it does not state, worded like its messages.
  passwordMax: 'Le mot de passe doit contenir au plus 256 caractères',
  nameMax: 'Le nom doit contenir au plus 100 caractères',
  signupRole: 'Type de compte invalide',
  resetTokenRequired: 'Lien de réinitialisation invalide',
  confirmationTokenRequired: 'Lien de confirmation invalide',
  invalidLocale: 'Langue invalide',
  unknownField: "Ce champ n'est pas attendu",
  /** A rule whose DTO gives no message of its own (class-validator's English default is never shown). */
  invalidValue: 'Valeur invalide',
  // Contact and status (issue 9).
  contactSubject: 'Choisissez un sujet',
  contactMessageMin: 'Le message doit contenir au moins 10 caractères',
  contactMessageMax: 'Le message doit contenir au plus 5000 caractères',
  gdprRequestType: 'Choisissez le type de demande',
  statusTokenRequired: 'Lien invalide',
} as const;
