import type { ErrorDefinitions } from '../errors/error-definition.js';

/** Failures of the social connections (issue 12). docs/connections.md. */
export const CONNECTIONS_ERRORS = {
  connection_not_found: { status: 404, message: 'Connexion introuvable.', en: 'Connection not found.', ar: 'الربط غير موجود.' },
  /** The venue is not the actor's (admins may act on any). */
  connection_venue_not_owned: {
    status: 403,
    message: 'Ce lieu ne vous appartient pas : vous ne pouvez pas gérer ses comptes sociaux.',
    en: 'This venue is not yours: you cannot manage its social accounts.',
    ar: 'هذا المكان ليس ملكك: لا يمكنك إدارة حساباته على الشبكات الاجتماعية.',
  },
  /** Only merchants and admins link accounts. */
  connections_merchant_only: {
    status: 403,
    message: 'Seuls les commerçants peuvent connecter des comptes sociaux.',
    en: 'Only merchants can connect social accounts.',
    ar: 'يمكن للتجار فقط ربط حسابات الشبكات الاجتماعية.',
  },
  connection_sign_in_required: {
    status: 401,
    message: 'Connectez-vous pour gérer vos comptes sociaux.',
    en: 'Sign in to manage your social accounts.',
    ar: 'سجّل الدخول لإدارة حساباتك على الشبكات الاجتماعية.',
  },
  /** A platform without client id / secret on this installation. */
  connection_provider_unavailable: {
    status: 409,
    message: 'Cette plateforme est bientôt disponible : la connexion n’est pas encore ouverte.',
    en: 'This platform is coming soon: connecting is not open yet.',
    ar: 'هذه المنصة ستتوفر قريبًا: الربط غير متاح بعد.',
  },
  connection_provider_unknown: { status: 404, message: 'Plateforme inconnue.', en: 'Unknown platform.', ar: 'منصة غير معروفة.' },
  /** The spec's `POST /api/connections` with a typed-in account: replaced by the platforms' own consent. */
  connection_manual_gone: {
    status: 410,
    message: 'La connexion manuelle n’existe plus : utilisez le bouton « Connecter », qui passe par la page d’autorisation de la plateforme.',
    en: 'Manual connection no longer exists: use the “Connect” button, which goes through the platform’s authorization page.',
    ar: 'لم يعد الربط اليدوي متاحًا: استخدم زر «ربط» الذي يمر عبر صفحة التفويض الخاصة بالمنصة.',
  },
  /** Turning on a connection whose consent was revoked or expired. */
  connection_needs_reconnect: {
    status: 409,
    message: 'Ce compte est à reconnecter : l’autorisation a expiré ou a été retirée.',
    en: 'This account needs reconnecting: the authorization has expired or was withdrawn.',
    ar: 'يجب إعادة ربط هذا الحساب: انتهت صلاحية التفويض أو تم سحبه.',
  },
  /** The platform refused or did not answer (exchange, account read). */
  connection_failed: {
    status: 502,
    message: 'Impossible de connecter le compte. Réessayez plus tard.',
    en: 'The account could not be connected. Try again later.',
    ar: 'تعذّر ربط الحساب. أعد المحاولة لاحقًا.',
  },
  connection_account_taken: {
    status: 409,
    message: 'Ce compte est déjà lié à un autre lieu.',
    en: 'This account is already linked to another venue.',
    ar: 'هذا الحساب مرتبط بالفعل بمكان آخر.',
  },
} as const satisfies ErrorDefinitions;
