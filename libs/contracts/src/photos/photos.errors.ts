import type { ErrorDefinitions, ErrorTranslations } from '../errors/error-definition.js';

/**
 * Failures of photos and verification documents (issue 11). Every bad file is a 400 with its own
 * message, and nothing of it is kept.
 */
export const PHOTOS_ERRORS = {
  /** The request has no file part (or an empty field name). */
  file_missing: { status: 400, message: 'Aucun fichier reçu : choisissez un fichier à envoyer.' },
  /** Zero bytes. */
  file_empty: { status: 400, message: 'Le fichier est vide : choisissez un autre fichier.' },
  /** Over PHOTO_LIMITS.maxBytes / DOCUMENT_LIMITS.maxBytes (10 Mo). */
  file_too_large: { status: 400, message: 'Fichier trop volumineux : 10 Mo au maximum.' },
  /** The bytes are not a JPEG, PNG or WebP image (whatever the file's name says). */
  photo_type_unsupported: { status: 400, message: 'Format non pris en charge : envoyez une photo JPEG, PNG ou WebP.' },
  /** The bytes start like an image but cannot be decoded whole (truncated, corrupt, too large in pixels, too small). */
  image_unreadable: { status: 400, message: 'Image illisible ou incomplète : envoyez une autre photo (au moins 200 × 200 pixels).' },
  photo_limit_reached: { status: 400, message: 'Limite atteinte : 12 photos au maximum par lieu. Supprimez-en une pour en ajouter.' },
  photo_not_found: { status: 404, message: 'Photo introuvable.' },
  /** The order sent does not list exactly the venue's photos. */
  photo_order_invalid: { status: 400, message: 'L’ordre envoyé ne correspond pas aux photos du lieu : rechargez la page.' },
  /** The bytes are not a PDF, JPEG, PNG or WebP. */
  document_type_unsupported: { status: 400, message: 'Format non pris en charge : envoyez un PDF ou une image JPEG, PNG ou WebP.' },
  document_kind_invalid: { status: 400, message: 'Type de document inconnu.' },
  document_limit_reached: { status: 400, message: 'Limite atteinte : 10 documents au maximum par lieu. Supprimez-en un pour en ajouter.' },
  document_not_found: { status: 404, message: 'Document introuvable.' },
  /** A document link whose signature is wrong or whose time is over. */
  document_link_invalid: { status: 403, message: 'Lien expiré ou invalide : rouvrez le document depuis votre espace.' },
  verification_documents_missing: { status: 400, message: 'Documents obligatoires manquants : registre du commerce, justificatif d’adresse du lieu et pièce d’identité du gérant.' },
  /** Changing documents while an admin examines them. */
  verification_locked: { status: 409, message: 'Vos documents sont en cours d’examen : attendez la décision avant de les modifier.' },
  verification_already_approved: { status: 409, message: 'Ce lieu est déjà vérifié.' },
  /** An admin deciding on a venue with no request waiting. */
  verification_not_submitted: { status: 409, message: 'Aucune demande de vérification en attente pour ce lieu.' },
  verification_reason_required: { status: 400, message: 'Indiquez le motif du refus (5 à 500 caractères).' },
  /** The object storage (filesystem or S3) did not answer. */
  storage_unavailable: { status: 503, message: 'Le stockage des fichiers est momentanément indisponible. Réessayez dans un instant.' },
} as const satisfies ErrorDefinitions;

/** PHOTOS_ERRORS in English and Arabic, code by code (a code without them does not compile). */
export const PHOTOS_ERROR_TRANSLATIONS = {
  file_missing: { en: 'No file received: choose a file to send.', ar: 'لم يصل أي ملف: اختر ملفًا لإرساله.' },
  file_empty: { en: 'The file is empty: choose another file.', ar: 'الملف فارغ: اختر ملفًا آخر.' },
  file_too_large: { en: 'File too large: 10 MB at most.', ar: 'الملف كبير جدًا: 10 ميغابايت كحد أقصى.' },
  photo_type_unsupported: { en: 'Format not supported: send a JPEG, PNG or WebP photo.', ar: 'الصيغة غير مدعومة: أرسل صورة بصيغة JPEG أو PNG أو WebP.' },
  image_unreadable: {
    en: 'Unreadable or incomplete image: send another photo (at least 200 × 200 pixels).',
    ar: 'الصورة غير مقروءة أو غير مكتملة: أرسل صورة أخرى (200 × 200 بكسل على الأقل).',
  },
  photo_limit_reached: {
    en: 'Limit reached: 12 photos at most per venue. Delete one to add another.',
    ar: 'تم بلوغ الحد: 12 صورة كحد أقصى لكل مكان. احذف صورة لإضافة أخرى.',
  },
  photo_not_found: { en: 'Photo not found.', ar: 'الصورة غير موجودة.' },
  photo_order_invalid: {
    en: 'The order sent does not match the venue’s photos: reload the page.',
    ar: 'الترتيب المرسل لا يطابق صور المكان: أعد تحميل الصفحة.',
  },
  document_type_unsupported: {
    en: 'Format not supported: send a PDF or a JPEG, PNG or WebP image.',
    ar: 'الصيغة غير مدعومة: أرسل ملف PDF أو صورة بصيغة JPEG أو PNG أو WebP.',
  },
  document_kind_invalid: { en: 'Unknown document type.', ar: 'نوع المستند غير معروف.' },
  document_limit_reached: {
    en: 'Limit reached: 10 documents at most per venue. Delete one to add another.',
    ar: 'تم بلوغ الحد: 10 مستندات كحد أقصى لكل مكان. احذف مستندًا لإضافة آخر.',
  },
  document_not_found: { en: 'Document not found.', ar: 'المستند غير موجود.' },
  document_link_invalid: {
    en: 'Expired or invalid link: open the document again from your workspace.',
    ar: 'الرابط منتهي الصلاحية أو غير صالح: افتح المستند من جديد من مساحتك.',
  },
  verification_documents_missing: {
    en: 'Required documents missing: trade register extract, proof of the venue’s address and the manager’s identity document.',
    ar: 'مستندات إلزامية ناقصة: السجل التجاري، وإثبات عنوان المكان، ووثيقة هوية المسيّر.',
  },
  verification_locked: {
    en: 'Your documents are being reviewed: wait for the decision before changing them.',
    ar: 'مستنداتك قيد المراجعة: انتظر القرار قبل تعديلها.',
  },
  verification_already_approved: { en: 'This venue is already verified.', ar: 'تم التحقق من هذا المكان بالفعل.' },
  verification_not_submitted: { en: 'No verification request pending for this venue.', ar: 'لا يوجد طلب تحقق قيد الانتظار لهذا المكان.' },
  verification_reason_required: { en: 'Give the reason for the refusal (5 to 500 characters).', ar: 'اذكر سبب الرفض (من 5 إلى 500 حرف).' },
  storage_unavailable: { en: 'File storage is temporarily unavailable. Try again in a moment.', ar: 'تخزين الملفات غير متاح مؤقتًا. أعد المحاولة بعد لحظات.' },
} as const satisfies ErrorTranslations<typeof PHOTOS_ERRORS>;
