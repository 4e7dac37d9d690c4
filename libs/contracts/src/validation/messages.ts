import type { TranslationsOf } from '../i18n/localized-text.js';

/**
 * The product's validation messages (spec section 5, the French exactly as it states them) with their
 * English and Arabic, used by the server and the web app alike. The gateway answers a field error in
 * the reader's language (validation/field-messages.ts).
 */
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
  /** The same French as `venueNameMin`, so the same translations. */
  lastNameMin: 'Le nom doit contenir au moins 2 caractères',
  // Not in the spec: bounds it does not state, worded like its messages.
  passwordMax: 'Le mot de passe doit contenir au plus 256 caractères',
  nameMax: 'Le nom doit contenir au plus 100 caractères',
  signupRole: 'Type de compte invalide',
  resetTokenRequired: 'Lien de réinitialisation invalide',
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

/** VALIDATION_MESSAGES in English and Arabic, key by key (a message without them does not compile). */
export const VALIDATION_TRANSLATIONS = {
  venueNameMin: { en: 'The name must be at least 2 characters long', ar: 'يجب أن يتكون الاسم من حرفين على الأقل' },
  categoryRequired: { en: 'Select a category', ar: 'اختر فئة' },
  addressMin: { en: 'The address must be at least 5 characters long', ar: 'يجب أن يتكون العنوان من 5 أحرف على الأقل' },
  cityMin: { en: 'The city must be at least 2 characters long', ar: 'يجب أن يتكون اسم المدينة من حرفين على الأقل' },
  invalidUrl: { en: 'Invalid URL', ar: 'رابط غير صالح' },
  invalidEmail: { en: 'Invalid email', ar: 'البريد الإلكتروني غير صالح' },
  passwordMin: { en: 'The password must be at least 8 characters long', ar: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل' },
  passwordRequired: { en: 'Password required', ar: 'كلمة المرور مطلوبة' },
  firstNameMin: { en: 'The first name must be at least 2 characters long', ar: 'يجب أن يتكون الاسم الشخصي من حرفين على الأقل' },
  lastNameMin: { en: 'The name must be at least 2 characters long', ar: 'يجب أن يتكون الاسم من حرفين على الأقل' },
  passwordMax: { en: 'The password must be at most 256 characters long', ar: 'يجب ألا تتجاوز كلمة المرور 256 حرفًا' },
  nameMax: { en: 'The name must be at most 100 characters long', ar: 'يجب ألا يتجاوز الاسم 100 حرف' },
  signupRole: { en: 'Invalid account type', ar: 'نوع الحساب غير صالح' },
  resetTokenRequired: { en: 'Invalid reset link', ar: 'رابط إعادة التعيين غير صالح' },
  invalidLocale: { en: 'Invalid language', ar: 'لغة غير صالحة' },
  unknownField: { en: 'This field is not expected', ar: 'هذا الحقل غير متوقع' },
  invalidValue: { en: 'Invalid value', ar: 'قيمة غير صالحة' },
  contactSubject: { en: 'Choose a subject', ar: 'اختر موضوعًا' },
  contactMessageMin: { en: 'The message must be at least 10 characters long', ar: 'يجب أن تتكون الرسالة من 10 أحرف على الأقل' },
  contactMessageMax: { en: 'The message must be at most 5000 characters long', ar: 'يجب ألا تتجاوز الرسالة 5000 حرف' },
  gdprRequestType: { en: 'Choose the type of request', ar: 'اختر نوع الطلب' },
  statusTokenRequired: { en: 'Invalid link', ar: 'رابط غير صالح' },
} as const satisfies TranslationsOf<typeof VALIDATION_MESSAGES>;
