import type { ErrorDefinitions, ErrorTranslations } from '../errors/error-definition.js';

/** Failures of claiming a listing (issue 32 §2). */
export const CLAIMS_ERRORS = {
  /** The venue is not public (pending, rejected) or does not exist: nothing to claim. */
  claim_venue_not_claimable: { status: 409, message: 'Ce lieu ne peut pas être revendiqué.' },
  /** The claimant owns the venue already. */
  claim_already_owner: { status: 409, message: 'Ce lieu vous appartient déjà.' },
  /** The claimant has a claim of this venue waiting for an admin. */
  claim_already_pending: { status: 409, message: 'Votre demande pour ce lieu est déjà en cours d’examen.' },
  /** Neither the website, nor the phone, nor the handle of the account is the listing's. */
  claim_account_mismatch: {
    status: 422,
    message: 'Ce compte ne correspond pas à la fiche : ni son site web, ni son téléphone, ni son identifiant ne sont ceux du lieu.',
  },
  /** The claimant's plan has no room for one more venue (free 1, pro 5). */
  claim_plan_full: {
    status: 403,
    message: 'Votre offre est complète : revendiquer ce lieu dépasserait le nombre de lieux qu’elle permet. Passez à Pro pour en gérer davantage.',
  },
  claim_not_found: { status: 404, message: 'Demande de revendication introuvable.' },
  /** Approving or refusing a claim already decided (or one that became a report). */
  claim_already_decided: { status: 409, message: 'Cette demande de revendication a déjà été traitée.' },
  /** An admin approves a claim of a venue someone else was recognised owner of meanwhile. */
  claim_venue_taken: { status: 409, message: 'Ce lieu a déjà un propriétaire : la demande ne peut plus être acceptée.' },
  /** Claiming goes through a platform that says where the business is (Instagram, Google Business). */
  claim_provider_invalid: { status: 400, message: 'Revendiquez avec un compte Instagram ou Google Business.' },
  /** A claim with documents lacks a required kind (trade register, proof of address, manager's identity) or sends one twice. */
  claim_documents_missing: {
    status: 400,
    message: 'Joignez un extrait du registre du commerce, un justificatif d’adresse du lieu et une pièce d’identité du gérant (un fichier de chaque).',
  },
} as const satisfies ErrorDefinitions;

/** CLAIMS_ERRORS in English and Arabic, code by code. */
export const CLAIMS_ERROR_TRANSLATIONS = {
  claim_venue_not_claimable: { en: 'This venue cannot be claimed.', ar: 'لا يمكن المطالبة بهذا المكان.' },
  claim_already_owner: { en: 'This venue is already yours.', ar: 'هذا المكان ملكك بالفعل.' },
  claim_already_pending: { en: 'Your request for this venue is already being reviewed.', ar: 'طلبك لهذا المكان قيد المراجعة بالفعل.' },
  claim_account_mismatch: {
    en: 'This account does not match the listing: neither its website, nor its phone, nor its handle is the venue’s.',
    ar: 'هذا الحساب لا يطابق البطاقة: لا موقعه ولا هاتفه ولا معرّفه يخص المكان.',
  },
  claim_plan_full: {
    en: 'Your plan is full: claiming this venue would exceed the number of venues it allows. Upgrade to Pro to manage more.',
    ar: 'باقتك ممتلئة: المطالبة بهذا المكان تتجاوز عدد الأماكن التي تسمح بها. انتقل إلى Pro لإدارة المزيد.',
  },
  claim_not_found: { en: 'Claim request not found.', ar: 'طلب المطالبة غير موجود.' },
  claim_already_decided: { en: 'This claim request has already been handled.', ar: 'تمت معالجة طلب المطالبة هذا بالفعل.' },
  claim_venue_taken: { en: 'This venue already has an owner: the request can no longer be approved.', ar: 'لهذا المكان مالك بالفعل: لم يعد من الممكن قبول الطلب.' },
  claim_provider_invalid: { en: 'Claim with an Instagram or Google Business account.', ar: 'طالب بحساب Instagram أو Google Business.' },
  claim_documents_missing: {
    en: 'Attach a trade register extract, a proof of the venue’s address and the manager’s identity document (one file of each).',
    ar: 'أرفق مستخرجًا من السجل التجاري وإثباتًا لعنوان المكان ووثيقة هوية المسير (ملفًا واحدًا لكل منها).',
  },
} as const satisfies ErrorTranslations<typeof CLAIMS_ERRORS>;
