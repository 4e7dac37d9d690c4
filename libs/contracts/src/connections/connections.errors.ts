import type { ErrorDefinitions, ErrorTranslations } from '../errors/error-definition.js';

/** Failures of the social connections (issue 12). docs/connections.md. */
export const CONNECTIONS_ERRORS = {
  connection_not_found: { status: 404, message: 'Connexion introuvable.' },
  /** The venue is not the actor's (admins may act on any). */
  connection_venue_not_owned: { status: 403, message: 'Ce lieu ne vous appartient pas : vous ne pouvez pas gérer ses comptes sociaux.' },
  /** Only merchants and admins link accounts. */
  connections_merchant_only: { status: 403, message: 'Seuls les commerçants peuvent connecter des comptes sociaux.' },
  connection_sign_in_required: { status: 401, message: 'Connectez-vous pour gérer vos comptes sociaux.' },
  /** A platform without client id / secret on this installation. */
  connection_provider_unavailable: { status: 409, message: 'Cette plateforme est bientôt disponible : la connexion n’est pas encore ouverte.' },
  connection_provider_unknown: { status: 404, message: 'Plateforme inconnue.' },
  /** The spec's `POST /api/connections` with a typed-in account: replaced by the platforms' own consent. */
  connection_manual_gone: { status: 410, message: 'La connexion manuelle n’existe plus : utilisez le bouton « Connecter », qui passe par la page d’autorisation de la plateforme.' },
  /** Turning on a connection whose consent was revoked or expired. */
  connection_needs_reconnect: { status: 409, message: 'Ce compte est à reconnecter : l’autorisation a expiré ou a été retirée.' },
  /** The platform refused or did not answer (exchange, account read). */
  connection_failed: { status: 502, message: 'Impossible de connecter le compte. Réessayez plus tard.' },
  connection_account_taken: { status: 409, message: 'Ce compte est déjà lié à un autre lieu.' },
} as const satisfies ErrorDefinitions;

/** CONNECTIONS_ERRORS in English and Arabic, code by code (a code without them does not compile). */
export const CONNECTIONS_ERROR_TRANSLATIONS = {
  connection_not_found: { en: 'Connection not found.', ar: 'الربط غير موجود.' },
  connection_venue_not_owned: {
    en: 'This venue is not yours: you cannot manage its social accounts.',
    ar: 'هذا المكان ليس ملكك: لا يمكنك إدارة حساباته على الشبكات الاجتماعية.',
  },
  connections_merchant_only: { en: 'Only merchants can connect social accounts.', ar: 'يمكن للتجار فقط ربط حسابات الشبكات الاجتماعية.' },
  connection_sign_in_required: { en: 'Sign in to manage your social accounts.', ar: 'سجّل الدخول لإدارة حساباتك على الشبكات الاجتماعية.' },
  connection_provider_unavailable: { en: 'This platform is coming soon: connecting is not open yet.', ar: 'هذه المنصة ستتوفر قريبًا: الربط غير متاح بعد.' },
  connection_provider_unknown: { en: 'Unknown platform.', ar: 'منصة غير معروفة.' },
  connection_manual_gone: {
    en: 'Manual connection no longer exists: use the “Connect” button, which goes through the platform’s authorization page.',
    ar: 'لم يعد الربط اليدوي متاحًا: استخدم زر «ربط» الذي يمر عبر صفحة التفويض الخاصة بالمنصة.',
  },
  connection_needs_reconnect: {
    en: 'This account needs reconnecting: the authorization has expired or was withdrawn.',
    ar: 'يجب إعادة ربط هذا الحساب: انتهت صلاحية التفويض أو تم سحبه.',
  },
  connection_failed: { en: 'The account could not be connected. Try again later.', ar: 'تعذّر ربط الحساب. أعد المحاولة لاحقًا.' },
  connection_account_taken: { en: 'This account is already linked to another venue.', ar: 'هذا الحساب مرتبط بالفعل بمكان آخر.' },
} as const satisfies ErrorTranslations<typeof CONNECTIONS_ERRORS>;
