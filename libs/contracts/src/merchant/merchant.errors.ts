import type { ErrorDefinitions, ErrorTranslations } from '../errors/error-definition.js';

/** Failures of the merchant workspace (issue 10): venues of a merchant, plans and billing. */
export const MERCHANT_ERRORS = {
  /** Creating one venue more than the plan allows (free 1, pro 5); a downgrade keeps venues already there. */
  venue_limit_reached: { status: 403, message: 'Limite atteinte : votre offre ne permet pas de créer un lieu de plus. Passez à Pro pour en ajouter.' },
  /** Editing, or reading the workspace view of, a venue the actor does not own (admins may). */
  venue_not_owned: { status: 403, message: "Ce lieu ne vous appartient pas : vous ne pouvez pas le modifier." },
  /** Only merchants (and admins) have a workspace: a consumer becomes a merchant first. */
  merchant_only: { status: 403, message: 'Cet espace est réservé aux commerçants.' },
  /** The body names a category that does not exist. */
  category_unknown: { status: 400, message: 'Sélectionnez une catégorie' },
  already_pro: { status: 409, message: 'Vous êtes déjà abonné à Pro.' },
  /** A request is already waiting for an admin. */
  upgrade_already_requested: { status: 409, message: 'Votre demande de passage à Pro est déjà en attente.' },
  plan_request_not_found: { status: 404, message: 'Demande introuvable.' },
  /** The webhook's `Stripe-Signature` is missing, wrong, or too old (a replay): nothing applied. */
  stripe_signature_invalid: { status: 400, message: 'Signature Stripe invalide.' },
  /** The webhook route exists only where STRIPE_WEBHOOK_SECRET is set. */
  billing_not_configured: { status: 404, message: 'Le paiement en ligne n’est pas activé sur cette plateforme.' },
  /** Stripe did not answer the Checkout request. */
  checkout_unavailable: { status: 502, message: 'Le paiement en ligne est momentanément indisponible. Réessayez dans un instant.' },
} as const satisfies ErrorDefinitions;

/** MERCHANT_ERRORS in English and Arabic, code by code (a code without them does not compile). */
export const MERCHANT_ERROR_TRANSLATIONS = {
  venue_limit_reached: {
    en: 'Limit reached: your plan does not allow one more venue. Upgrade to Pro to add more.',
    ar: 'تم بلوغ الحد: لا تسمح باقتك بإنشاء مكان إضافي. انتقل إلى Pro لإضافة المزيد.',
  },
  venue_not_owned: { en: 'This venue is not yours: you cannot edit it.', ar: 'هذا المكان ليس ملكك: لا يمكنك تعديله.' },
  merchant_only: { en: 'This area is for merchants only.', ar: 'هذه المساحة مخصصة للتجار فقط.' },
  category_unknown: { en: 'Select a category', ar: 'اختر فئة' },
  already_pro: { en: 'You are already subscribed to Pro.', ar: 'أنت مشترك في Pro بالفعل.' },
  upgrade_already_requested: { en: 'Your request to upgrade to Pro is already pending.', ar: 'طلبك للانتقال إلى Pro قيد الانتظار بالفعل.' },
  plan_request_not_found: { en: 'Request not found.', ar: 'الطلب غير موجود.' },
  stripe_signature_invalid: { en: 'Invalid Stripe signature.', ar: 'توقيع Stripe غير صالح.' },
  billing_not_configured: { en: 'Online payment is not enabled on this platform.', ar: 'الدفع الإلكتروني غير مفعّل على هذه المنصة.' },
  checkout_unavailable: {
    en: 'Online payment is temporarily unavailable. Try again in a moment.',
    ar: 'الدفع الإلكتروني غير متاح مؤقتًا. أعد المحاولة بعد لحظات.',
  },
} as const satisfies ErrorTranslations<typeof MERCHANT_ERRORS>;
