import type { Locale } from '@lieux/contracts';
import { renderMail, type RenderedMail } from './layout.js';

export interface InactiveAccountMailData {
  firstName: string;
  /** `${PUBLIC_URL}/login`: signing in keeps the account. */
  signInUrl: string;
  /** When the account will be deleted if nobody signs in. */
  deletionDate: Date;
  /** The years of inactivity after which an account is deleted (RETENTION_PERIODS). */
  inactiveYears: number;
}

/** The day in the reader's language, Casablanca's calendar, Latin digits (as the site shows dates). */
function dayOf(locale: Locale, date: Date): string {
  const tag = locale === 'ar' ? 'ar-MA' : locale === 'en' ? 'en-GB' : 'fr-FR';
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Africa/Casablanca', numberingSystem: 'latn' }).format(date);
}

const templates: Record<Locale, (data: InactiveAccountMailData) => RenderedMail> = {
  fr: ({ firstName, signInUrl, deletionDate, inactiveYears }) =>
    renderMail('fr', {
      subject: 'Votre compte Lieux sera bientôt supprimé',
      greeting: `Bonjour ${firstName},`,
      paragraphs: [
        `Vous ne vous êtes pas connecté à Lieux depuis près de ${inactiveYears} ans. Comme l’annonce notre politique de confidentialité, un compte inactif depuis ${inactiveYears} ans est supprimé avec ses données personnelles.`,
        `Sans connexion de votre part, votre compte sera supprimé le ${dayOf('fr', deletionDate)}. Pour le garder, il suffit de vous connecter :`,
      ],
      action: { label: 'Me connecter', url: signInUrl },
      footer: ['Si vous ne souhaitez plus utiliser Lieux, vous n’avez rien à faire.'],
      signature: 'L’équipe Lieux',
    }),
  en: ({ firstName, signInUrl, deletionDate, inactiveYears }) =>
    renderMail('en', {
      subject: 'Your Lieux account will soon be deleted',
      greeting: `Hello ${firstName},`,
      paragraphs: [
        `You have not signed in to Lieux for almost ${inactiveYears} years. As our privacy policy says, an account inactive for ${inactiveYears} years is deleted with its personal data.`,
        `Unless you sign in, your account will be deleted on ${dayOf('en', deletionDate)}. To keep it, just sign in:`,
      ],
      action: { label: 'Sign in', url: signInUrl },
      footer: ['If you no longer wish to use Lieux, there is nothing to do.'],
      signature: 'The Lieux team',
    }),
  ar: ({ firstName, signInUrl, deletionDate, inactiveYears }) =>
    renderMail('ar', {
      subject: 'سيُحذف حسابك على Lieux قريبًا',
      greeting: `مرحبًا ${firstName}،`,
      paragraphs: [
        `لم تسجّل الدخول إلى Lieux منذ ما يقارب ${inactiveYears} سنوات. وكما تنص سياسة الخصوصية، يُحذف الحساب غير النشط منذ ${inactiveYears} سنوات مع بياناته الشخصية.`,
        `ما لم تسجّل الدخول، سيُحذف حسابك يوم ${dayOf('ar', deletionDate)}. للاحتفاظ به، يكفي أن تسجّل الدخول:`,
      ],
      action: { label: 'تسجيل الدخول', url: signInUrl },
      footer: ['إن لم تعد ترغب في استخدام Lieux، فلا داعي لفعل أي شيء.'],
      signature: 'فريق Lieux',
    }),
};

/** The warning before an inactive account's deletion, in the recipient's language (French when none is known). */
export function inactiveAccountMail(locale: Locale | undefined, data: InactiveAccountMailData): RenderedMail {
  return templates[locale ?? 'fr'](data);
}
