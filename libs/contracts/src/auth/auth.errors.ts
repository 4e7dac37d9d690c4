import type { ErrorDefinitions } from '../errors/error-definition.js';

/** Sign-up and sign-in failures. One message for a wrong e-mail and a wrong password: nobody learns which accounts exist. */
export const AUTH_ERRORS = {
  email_taken: { status: 409, message: 'Un compte existe déjà avec cet email.', en: 'An account already exists with this email.', ar: 'يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل.' },
  invalid_credentials: { status: 401, message: 'Email ou mot de passe incorrect.', en: 'Incorrect email or password.', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
  current_password_wrong: { status: 400, message: 'Le mot de passe actuel est incorrect.', en: 'The current password is incorrect.', ar: 'كلمة المرور الحالية غير صحيحة.' },
  /** Unknown or already used: the same message, a token cannot be probed. */
  reset_token_invalid: {
    status: 400,
    message: 'Ce lien de réinitialisation n’est pas valide ou a déjà servi. Demandez-en un nouveau.',
    en: 'This reset link is not valid or has already been used. Ask for a new one.',
    ar: 'رابط إعادة التعيين هذا غير صالح أو سبق استخدامه. اطلب رابطًا جديدًا.',
  },
  /** External sign-in: the provider does not vouch for the e-mail, so no account is linked or made with it. */
  external_email_unverified: {
    status: 403,
    message: 'Votre fournisseur d’identité n’a pas vérifié cette adresse email : connectez-vous avec votre mot de passe.',
    en: 'Your identity provider has not verified this email address: sign in with your password.',
    ar: 'لم يتحقق مزوّد الهوية من عنوان البريد الإلكتروني هذا: سجّل الدخول بكلمة المرور.',
  },
  reset_token_expired: {
    status: 400,
    message: 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
    en: 'This reset link has expired. Ask for a new one.',
    ar: 'انتهت صلاحية رابط إعادة التعيين هذا. اطلب رابطًا جديدًا.',
  },
} as const satisfies ErrorDefinitions;
