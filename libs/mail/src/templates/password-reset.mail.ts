import type { Locale } from '@lieux/contracts';
import { renderMail, type RenderedMail } from './layout.js';

export interface PasswordResetMailData {
  /** The person's first name, as they typed it. */
  firstName: string;
  /** `${PUBLIC_URL}/reset-password?token=…` */
  resetUrl: string;
  /** How long the link works, in minutes. */
  validForMinutes: number;
}

const templates: Record<Locale, (data: PasswordResetMailData) => RenderedMail> = {
  fr: ({ firstName, resetUrl, validForMinutes }) =>
    renderMail('fr', {
      subject: 'Réinitialisation de votre mot de passe Lieux',
      greeting: `Bonjour ${firstName},`,
      paragraphs: ['Vous avez demandé à réinitialiser le mot de passe de votre compte Lieux. Choisissez-en un nouveau avec ce lien :'],
      action: { label: 'Choisir un nouveau mot de passe', url: resetUrl },
      footer: [
        `Ce lien ne sert qu’une fois et expire dans ${validForMinutes} minutes.`,
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.',
      ],
      signature: 'L’équipe Lieux',
    }),
  en: ({ firstName, resetUrl, validForMinutes }) =>
    renderMail('en', {
      subject: 'Reset your Lieux password',
      greeting: `Hello ${firstName},`,
      paragraphs: ['You asked to reset the password of your Lieux account. Choose a new one with this link:'],
      action: { label: 'Choose a new password', url: resetUrl },
      footer: [
        `This link works once and expires in ${validForMinutes} minutes.`,
        'If you did not ask for this, ignore this message: your password stays the same.',
      ],
      signature: 'The Lieux team',
    }),
  ar: ({ firstName, resetUrl, validForMinutes }) =>
    renderMail('ar', {
      subject: 'إعادة تعيين كلمة مرور Lieux',
      greeting: `مرحبًا ${firstName}،`,
      paragraphs: ['طلبت إعادة تعيين كلمة مرور حسابك على Lieux. اختر كلمة مرور جديدة عبر هذا الرابط:'],
      action: { label: 'اختيار كلمة مرور جديدة', url: resetUrl },
      footer: [
        `يعمل هذا الرابط مرة واحدة وتنتهي صلاحيته خلال ${validForMinutes} دقيقة.`,
        'إن لم تطلب ذلك، تجاهل هذه الرسالة: كلمة مرورك لن تتغير.',
      ],
      signature: 'فريق Lieux',
    }),
};

/** The reset link's mail in the recipient's language (French when none is known). */
export function passwordResetMail(locale: Locale | undefined, data: PasswordResetMailData): RenderedMail {
  return templates[locale ?? 'fr'](data);
}
