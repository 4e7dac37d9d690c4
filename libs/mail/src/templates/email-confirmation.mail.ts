import type { Locale } from '@lieux/contracts';
import { renderMail, type RenderedMail } from './layout.js';

export interface EmailConfirmationMailData {
  /** The person's first name, as they typed it. */
  firstName: string;
  /** `${PUBLIC_URL}/confirm-email?token=…` */
  confirmUrl: string;
  /** How long the link works, in days. */
  validForDays: number;
  /** The sign-up's welcome, or a link asked again from the account page. */
  kind: 'welcome' | 'resent';
}

const templates: Record<Locale, (data: EmailConfirmationMailData) => RenderedMail> = {
  fr: ({ firstName, confirmUrl, validForDays, kind }) =>
    renderMail('fr', {
      subject: kind === 'welcome' ? 'Bienvenue sur Lieux : confirmez votre adresse email' : 'Confirmez votre adresse email Lieux',
      greeting: `Bonjour ${firstName},`,
      paragraphs: [
        ...(kind === 'welcome' ? ['Bienvenue sur Lieux ! Votre compte est prêt : vous pouvez déjà voter pour vos lieux préférés.'] : []),
        'Confirmez votre adresse email avec ce lien : vos votes compteront alors dans le classement public.',
      ],
      action: { label: 'Confirmer mon adresse email', url: confirmUrl },
      footer: [`Ce lien ne sert qu’une fois et expire dans ${validForDays} jours.`, 'Si vous n’avez pas créé de compte sur Lieux, ignorez ce message.'],
      signature: 'L’équipe Lieux',
    }),
  en: ({ firstName, confirmUrl, validForDays, kind }) =>
    renderMail('en', {
      subject: kind === 'welcome' ? 'Welcome to Lieux: confirm your e-mail address' : 'Confirm your Lieux e-mail address',
      greeting: `Hello ${firstName},`,
      paragraphs: [
        ...(kind === 'welcome' ? ['Welcome to Lieux! Your account is ready: you can already vote for your favourite places.'] : []),
        'Confirm your e-mail address with this link: your votes will then count in the public ranking.',
      ],
      action: { label: 'Confirm my e-mail address', url: confirmUrl },
      footer: [`This link works once and expires in ${validForDays} days.`, 'If you did not create a Lieux account, ignore this message.'],
      signature: 'The Lieux team',
    }),
  ar: ({ firstName, confirmUrl, validForDays, kind }) =>
    renderMail('ar', {
      subject: kind === 'welcome' ? 'مرحبًا بك في Lieux: أكّد عنوان بريدك الإلكتروني' : 'أكّد عنوان بريدك الإلكتروني على Lieux',
      greeting: `مرحبًا ${firstName}،`,
      paragraphs: [
        ...(kind === 'welcome' ? ['مرحبًا بك في Lieux! حسابك جاهز: يمكنك التصويت لأماكنك المفضلة منذ الآن.'] : []),
        'أكّد عنوان بريدك الإلكتروني عبر هذا الرابط: ستُحتسب أصواتك بعدها في الترتيب العام.',
      ],
      action: { label: 'تأكيد عنوان بريدي الإلكتروني', url: confirmUrl },
      footer: [`يعمل هذا الرابط مرة واحدة وتنتهي صلاحيته خلال ${validForDays} أيام.`, 'إن لم تُنشئ حسابًا على Lieux، تجاهل هذه الرسالة.'],
      signature: 'فريق Lieux',
    }),
};

/** The confirmation link's mail (issue 30 §9) in the recipient's language (French when none is known). */
export function emailConfirmationMail(locale: Locale | undefined, data: EmailConfirmationMailData): RenderedMail {
  return templates[locale ?? 'fr'](data);
}
