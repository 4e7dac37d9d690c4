import type { ErrorDefinitions, ErrorTranslations } from './error-definition.js';

/**
 * Failures any feature's use case may report (`DomainException(code)`): a feature whose failure
 * deserves its own message adds its own file (`<feature>/<feature>.errors.ts`) to the catalogue.
 */
export const COMMON_ERRORS = {
  validation_failed: { status: 400, message: 'Certaines informations sont invalides.' },
  unauthenticated: { status: 401, message: 'Connectez-vous pour continuer.' },
  forbidden: { status: 403, message: "Vous n'avez pas accès à cette ressource." },
  not_found: { status: 404, message: 'Ressource introuvable.' },
  conflict: { status: 409, message: 'Cette ressource existe déjà.' },
} as const satisfies ErrorDefinitions;

/** COMMON_ERRORS in English and Arabic, code by code (a code without them does not compile). */
export const COMMON_ERROR_TRANSLATIONS = {
  validation_failed: { en: 'Some of the information is invalid.', ar: 'بعض المعلومات غير صالحة.' },
  unauthenticated: { en: 'Sign in to continue.', ar: 'سجّل الدخول للمتابعة.' },
  forbidden: { en: 'You do not have access to this resource.', ar: 'ليس لديك صلاحية الوصول إلى هذا المورد.' },
  not_found: { en: 'Resource not found.', ar: 'المورد غير موجود.' },
  conflict: { en: 'This resource already exists.', ar: 'هذا المورد موجود بالفعل.' },
} as const satisfies ErrorTranslations<typeof COMMON_ERRORS>;
