import type { Locale } from '@lieux/contracts';
import { renderMail, type RenderedMail } from './layout.js';

export interface ConnectionReconnectMailData {
  /** The platform's name: Instagram, TikTok, Facebook, LinkedIn, Google Business. */
  platform: string;
  /** The account as the platform names it. */
  accountName: string;
  /** `${PUBLIC_URL}/merchant/connections?venueId=…` */
  connectionsUrl: string;
}

const templates: Record<Locale, (data: ConnectionReconnectMailData) => RenderedMail> = {
  fr: ({ platform, accountName, connectionsUrl }) =>
    renderMail('fr', {
      subject: `Votre compte ${platform} est à reconnecter`,
      greeting: 'Bonjour,',
      paragraphs: [
        `${platform} ne nous laisse plus lire les statistiques du compte « ${accountName} » : l’autorisation a expiré ou a été retirée.`,
        'Tant qu’il n’est pas reconnecté, ce compte ne compte plus dans le score de votre lieu.',
      ],
      action: { label: 'Reconnecter le compte', url: connectionsUrl },
      footer: ['Lieux lit vos statistiques publiques en lecture seule et ne publie jamais rien.'],
      signature: 'L’équipe Lieux',
    }),
  en: ({ platform, accountName, connectionsUrl }) =>
    renderMail('en', {
      subject: `Your ${platform} account needs reconnecting`,
      greeting: 'Hello,',
      paragraphs: [
        `${platform} no longer lets us read the statistics of the account “${accountName}”: the permission expired or was withdrawn.`,
        'Until it is reconnected, this account no longer counts in your venue’s score.',
      ],
      action: { label: 'Reconnect the account', url: connectionsUrl },
      footer: ['Lieux reads your public statistics read-only and never posts anything.'],
      signature: 'The Lieux team',
    }),
  ar: ({ platform, accountName, connectionsUrl }) =>
    renderMail('ar', {
      subject: `يجب إعادة ربط حسابك على ${platform}`,
      greeting: 'مرحبًا،',
      paragraphs: [
        `لم يعد ${platform} يسمح لنا بقراءة إحصاءات الحساب «${accountName}»: انتهت صلاحية الإذن أو تم سحبه.`,
        'إلى أن تتم إعادة ربطه، لن يُحتسب هذا الحساب في نقاط مكانك.',
      ],
      action: { label: 'إعادة ربط الحساب', url: connectionsUrl },
      footer: ['يقرأ Lieux إحصاءاتك العامة للقراءة فقط ولا ينشر أي شيء.'],
      signature: 'فريق Lieux',
    }),
};

/** "À reconnecter": the merchant's mail when a platform withdrew or let the consent expire. */
export function connectionReconnectMail(locale: Locale | undefined, data: ConnectionReconnectMailData): RenderedMail {
  return templates[locale ?? 'fr'](data);
}
