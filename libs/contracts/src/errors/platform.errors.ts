import type { ErrorDefinitions, ErrorTranslations } from './error-definition.js';

/** The platform's own failures: the HTTP edge (routing, body, origin, limits) and the transport. */
export const PLATFORM_ERRORS = {
  bad_request: { status: 400, message: 'Requête invalide.' },
  forbidden_origin: { status: 403, message: "Requête refusée : elle ne provient pas du site." },
  route_not_found: { status: 404, message: "Cette adresse n'existe pas." },
  method_not_allowed: { status: 405, message: 'Méthode non autorisée pour cette adresse.' },
  /** JSON nested deeper than any form of the product (a body built to exhaust the parser's stack). */
  body_too_deep: { status: 400, message: 'La requête contient trop de niveaux imbriqués.' },
  request_timeout: { status: 408, message: 'La requête a mis trop de temps à arriver.' },
  payload_too_large: { status: 413, message: 'La requête est trop volumineuse.' },
  headers_too_large: { status: 431, message: 'Les en-têtes ou l’adresse de la requête sont trop longs.' },
  unsupported_media_type: { status: 415, message: 'Le format de la requête doit être JSON.' },
  rate_limited: { status: 429, message: 'Trop de tentatives, réessayez dans quelques minutes.' },
  internal_error: { status: 500, message: 'Une erreur est survenue' },
  service_unavailable: { status: 503, message: 'Service temporairement indisponible, réessayez dans un instant.' },
} as const satisfies ErrorDefinitions;

/** PLATFORM_ERRORS in English and Arabic, code by code (a code without them does not compile). */
export const PLATFORM_ERROR_TRANSLATIONS = {
  bad_request: { en: 'Invalid request.', ar: 'طلب غير صالح.' },
  forbidden_origin: { en: 'Request refused: it does not come from the site.', ar: 'تم رفض الطلب: لم يصدر من الموقع.' },
  route_not_found: { en: 'This address does not exist.', ar: 'هذا العنوان غير موجود.' },
  method_not_allowed: { en: 'Method not allowed for this address.', ar: 'هذه الطريقة غير مسموح بها لهذا العنوان.' },
  body_too_deep: { en: 'The request has too many nested levels.', ar: 'يحتوي الطلب على مستويات متداخلة كثيرة جدًا.' },
  request_timeout: { en: 'The request took too long to arrive.', ar: 'استغرق وصول الطلب وقتًا طويلًا جدًا.' },
  payload_too_large: { en: 'The request is too large.', ar: 'حجم الطلب كبير جدًا.' },
  headers_too_large: { en: 'The request’s headers or address are too long.', ar: 'ترويسات الطلب أو عنوانه طويلة جدًا.' },
  unsupported_media_type: { en: 'The request must be in JSON format.', ar: 'يجب أن يكون الطلب بصيغة JSON.' },
  rate_limited: { en: 'Too many attempts, try again in a few minutes.', ar: 'محاولات كثيرة جدًا، أعد المحاولة بعد بضع دقائق.' },
  internal_error: { en: 'An error occurred', ar: 'حدث خطأ' },
  service_unavailable: { en: 'Service temporarily unavailable, try again in a moment.', ar: 'الخدمة غير متاحة مؤقتًا، أعد المحاولة بعد لحظات.' },
} as const satisfies ErrorTranslations<typeof PLATFORM_ERRORS>;
