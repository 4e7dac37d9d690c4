import { frenchOf, type LocalizedTexts } from '../i18n/localized-text.js';

/**
 * The product's validation messages (spec section 5, the French exactly as it states them) with their
 * English and Arabic, used by the server and the web app alike. The gateway answers a field error in
 * the reader's language (validation/field-messages.ts).
 */
export const VALIDATION_TEXTS = {
  venueNameMin: { fr: 'Le nom doit contenir au moins 2 caractères', en: 'The name must be at least 2 characters long', ar: 'يجب أن يتكون الاسم من حرفين على الأقل' },
  categoryRequired: { fr: 'Sélectionnez une catégorie', en: 'Select a category', ar: 'اختر فئة' },
  addressMin: { fr: "L'adresse doit contenir au moins 5 caractères", en: 'The address must be at least 5 characters long', ar: 'يجب أن يتكون العنوان من 5 أحرف على الأقل' },
  cityMin: { fr: 'La ville doit contenir au moins 2 caractères', en: 'The city must be at least 2 characters long', ar: 'يجب أن يتكون اسم المدينة من حرفين على الأقل' },
  invalidUrl: { fr: 'URL invalide', en: 'Invalid URL', ar: 'رابط غير صالح' },
  invalidEmail: { fr: 'Email invalide', en: 'Invalid email', ar: 'البريد الإلكتروني غير صالح' },
  passwordMin: { fr: 'Le mot de passe doit contenir au moins 8 caractères', en: 'The password must be at least 8 characters long', ar: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل' },
  passwordRequired: { fr: 'Mot de passe requis', en: 'Password required', ar: 'كلمة المرور مطلوبة' },
  firstNameMin: { fr: 'Le prénom doit contenir au moins 2 caractères', en: 'The first name must be at least 2 characters long', ar: 'يجب أن يتكون الاسم الشخصي من حرفين على الأقل' },
  /** The same French as `venueNameMin`, so the same translations. */
  lastNameMin: { fr: 'Le nom doit contenir au moins 2 caractères', en: 'The name must be at least 2 characters long', ar: 'يجب أن يتكون الاسم من حرفين على الأقل' },
  // Not in the spec: bounds it does not state, worded like its messages.
  passwordMax: { fr: 'Le mot de passe doit contenir au plus 256 caractères', en: 'The password must be at most 256 characters long', ar: 'يجب ألا تتجاوز كلمة المرور 256 حرفًا' },
  nameMax: { fr: 'Le nom doit contenir au plus 100 caractères', en: 'The name must be at most 100 characters long', ar: 'يجب ألا يتجاوز الاسم 100 حرف' },
  signupRole: { fr: 'Type de compte invalide', en: 'Invalid account type', ar: 'نوع الحساب غير صالح' },
  resetTokenRequired: { fr: 'Lien de réinitialisation invalide', en: 'Invalid reset link', ar: 'رابط إعادة التعيين غير صالح' },
  invalidLocale: { fr: 'Langue invalide', en: 'Invalid language', ar: 'لغة غير صالحة' },
  unknownField: { fr: "Ce champ n'est pas attendu", en: 'This field is not expected', ar: 'هذا الحقل غير متوقع' },
  /** A rule whose DTO gives no message of its own (class-validator's English default is never shown). */
  invalidValue: { fr: 'Valeur invalide', en: 'Invalid value', ar: 'قيمة غير صالحة' },
  // Contact and status (issue 9).
  contactSubject: { fr: 'Choisissez un sujet', en: 'Choose a subject', ar: 'اختر موضوعًا' },
  contactMessageMin: { fr: 'Le message doit contenir au moins 10 caractères', en: 'The message must be at least 10 characters long', ar: 'يجب أن تتكون الرسالة من 10 أحرف على الأقل' },
  contactMessageMax: { fr: 'Le message doit contenir au plus 5000 caractères', en: 'The message must be at most 5000 characters long', ar: 'يجب ألا تتجاوز الرسالة 5000 حرف' },
  gdprRequestType: { fr: 'Choisissez le type de demande', en: 'Choose the type of request', ar: 'اختر نوع الطلب' },
  statusTokenRequired: { fr: 'Lien invalide', en: 'Invalid link', ar: 'رابط غير صالح' },
} as const satisfies LocalizedTexts;

/** The French of VALIDATION_TEXTS: what the DTOs give class-validator. */
export const VALIDATION_MESSAGES = /* @__PURE__ */ frenchOf(VALIDATION_TEXTS);
