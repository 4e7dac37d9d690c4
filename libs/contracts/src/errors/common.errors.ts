import type { ErrorDefinitions } from './error-definition.js';

/**
 * Failures any feature's use case may report (`DomainException(code)`): a feature whose failure
 * deserves its own message adds its own file (`<feature>/<feature>.errors.ts`) to the catalogue.
 */
export const COMMON_ERRORS = {
  validation_failed: { status: 400, message: 'Certaines informations sont invalides.', en: 'Some of the information is invalid.', ar: 'بعض المعلومات غير صالحة.' },
  unauthenticated: { status: 401, message: 'Connectez-vous pour continuer.', en: 'Sign in to continue.', ar: 'سجّل الدخول للمتابعة.' },
  forbidden: { status: 403, message: "Vous n'avez pas accès à cette ressource.", en: 'You do not have access to this resource.', ar: 'ليس لديك صلاحية الوصول إلى هذا المورد.' },
  not_found: { status: 404, message: 'Ressource introuvable.', en: 'Resource not found.', ar: 'المورد غير موجود.' },
  conflict: { status: 409, message: 'Cette ressource existe déjà.', en: 'This resource already exists.', ar: 'هذا المورد موجود بالفعل.' },
} as const satisfies ErrorDefinitions;
