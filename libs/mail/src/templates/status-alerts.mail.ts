import type { Locale } from '@lieux/contracts';
import { renderMail, type RenderedMail } from './layout.js';

export interface StatusConfirmationMailData {
  /** `${PUBLIC_URL}/statut?abonnement=<token>` */
  confirmUrl: string;
  /** `${PUBLIC_URL}/statut?desabonnement=<token>` */
  unsubscribeUrl: string;
}

export interface IncidentOpenedMailData {
  title: string;
  /** The impact's label in the mail's language. */
  impact: string;
  message: string;
  statusUrl: string;
  unsubscribeUrl: string;
}

const confirmations: Record<Locale, (data: StatusConfirmationMailData) => RenderedMail> = {
  fr: ({ confirmUrl, unsubscribeUrl }) =>
    renderMail('fr', {
      subject: 'Confirmez vos alertes de statut Lieux',
      greeting: 'Bonjour,',
      paragraphs: ['Vous avez demandé à être prévenu par e-mail des incidents de Lieux. Confirmez votre adresse avec ce lien :'],
      action: { label: 'Confirmer mon abonnement', url: confirmUrl },
      footer: ['Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne vous sera envoyé.', `Se désabonner : ${unsubscribeUrl}`],
      signature: 'L’équipe Lieux',
    }),
  en: ({ confirmUrl, unsubscribeUrl }) =>
    renderMail('en', {
      subject: 'Confirm your Lieux status alerts',
      greeting: 'Hello,',
      paragraphs: ['You asked to be told by e-mail about Lieux incidents. Confirm your address with this link:'],
      action: { label: 'Confirm my subscription', url: confirmUrl },
      footer: ['If you did not ask for this, ignore this message: nothing will be sent to you.', `Unsubscribe: ${unsubscribeUrl}`],
      signature: 'The Lieux team',
    }),
  ar: ({ confirmUrl, unsubscribeUrl }) =>
    renderMail('ar', {
      subject: 'أكّد تنبيهات حالة Lieux',
      greeting: 'مرحبًا،',
      paragraphs: ['طلبت أن نُعلمك بالبريد الإلكتروني بحوادث Lieux. أكّد عنوانك عبر هذا الرابط:'],
      action: { label: 'تأكيد اشتراكي', url: confirmUrl },
      footer: ['إن لم تطلب ذلك، تجاهل هذه الرسالة: لن نرسل لك شيئًا.', `إلغاء الاشتراك: ${unsubscribeUrl}`],
      signature: 'فريق Lieux',
    }),
};

const incidents: Record<Locale, (data: IncidentOpenedMailData) => RenderedMail> = {
  fr: ({ title, impact, message, statusUrl, unsubscribeUrl }) =>
    renderMail('fr', {
      subject: `Incident Lieux : ${title}`,
      greeting: 'Bonjour,',
      paragraphs: [`Un incident est en cours (impact : ${impact}).`, title, message],
      action: { label: 'Suivre sur la page de statut', url: statusUrl },
      footer: ['Vous recevez ce message car vous êtes abonné aux alertes de statut.', `Se désabonner en un clic : ${unsubscribeUrl}`],
      signature: 'L’équipe Lieux',
    }),
  en: ({ title, impact, message, statusUrl, unsubscribeUrl }) =>
    renderMail('en', {
      subject: `Lieux incident: ${title}`,
      greeting: 'Hello,',
      paragraphs: [`An incident is in progress (impact: ${impact}).`, title, message],
      action: { label: 'Follow it on the status page', url: statusUrl },
      footer: ['You receive this because you subscribed to status alerts.', `Unsubscribe in one click: ${unsubscribeUrl}`],
      signature: 'The Lieux team',
    }),
  ar: ({ title, impact, message, statusUrl, unsubscribeUrl }) =>
    renderMail('ar', {
      subject: `حادث في Lieux: ${title}`,
      greeting: 'مرحبًا،',
      paragraphs: [`هناك حادث جارٍ (التأثير: ${impact}).`, title, message],
      action: { label: 'تابِع على صفحة الحالة', url: statusUrl },
      footer: ['تصلك هذه الرسالة لأنك مشترك في تنبيهات الحالة.', `إلغاء الاشتراك بنقرة واحدة: ${unsubscribeUrl}`],
      signature: 'فريق Lieux',
    }),
};

export const INCIDENT_IMPACT_LABELS: Record<Locale, Record<'minor' | 'major' | 'critical', string>> = {
  fr: { minor: 'mineur', major: 'majeur', critical: 'critique' },
  en: { minor: 'minor', major: 'major', critical: 'critical' },
  ar: { minor: 'طفيف', major: 'كبير', critical: 'حرج' },
};

/** The subscription's confirmation link, with the unsubscribe link, in the subscriber's language. */
export function statusConfirmationMail(locale: Locale | undefined, data: StatusConfirmationMailData): RenderedMail {
  return confirmations[locale ?? 'fr'](data);
}

/** A new incident, to a confirmed subscriber, with the one-click unsubscribe link. */
export function incidentOpenedMail(locale: Locale | undefined, data: IncidentOpenedMailData): RenderedMail {
  return incidents[locale ?? 'fr'](data);
}

export const INCIDENT_STATUS_LABELS: Record<Locale, Record<'investigating' | 'identified' | 'monitoring' | 'resolved', string>> = {
  fr: { investigating: 'en cours d’analyse', identified: 'cause identifiée', monitoring: 'sous surveillance', resolved: 'résolu' },
  en: { investigating: 'investigating', identified: 'identified', monitoring: 'monitoring', resolved: 'resolved' },
  ar: { investigating: 'قيد التحليل', identified: 'تم تحديد السبب', monitoring: 'تحت المراقبة', resolved: 'تم الحل' },
};

export interface IncidentUpdatedMailData {
  title: string;
  /** The update's status label in the mail's language. */
  status: string;
  resolved: boolean;
  message: string;
  statusUrl: string;
  unsubscribeUrl: string;
}

const updates: Record<Locale, (data: IncidentUpdatedMailData) => RenderedMail> = {
  fr: ({ title, status, resolved, message, statusUrl, unsubscribeUrl }) =>
    renderMail('fr', {
      subject: `${resolved ? 'Incident résolu' : 'Incident Lieux, mise à jour'} : ${title}`,
      greeting: 'Bonjour,',
      paragraphs: [`Nouvelle information sur l’incident (statut : ${status}).`, title, message],
      action: { label: 'Suivre sur la page de statut', url: statusUrl },
      footer: ['Vous recevez ce message car vous êtes abonné aux alertes de statut.', `Se désabonner en un clic : ${unsubscribeUrl}`],
      signature: 'L’équipe Lieux',
    }),
  en: ({ title, status, resolved, message, statusUrl, unsubscribeUrl }) =>
    renderMail('en', {
      subject: `${resolved ? 'Lieux incident resolved' : 'Lieux incident update'}: ${title}`,
      greeting: 'Hello,',
      paragraphs: [`News about the incident (status: ${status}).`, title, message],
      action: { label: 'Follow it on the status page', url: statusUrl },
      footer: ['You receive this because you subscribed to status alerts.', `Unsubscribe in one click: ${unsubscribeUrl}`],
      signature: 'The Lieux team',
    }),
  ar: ({ title, status, resolved, message, statusUrl, unsubscribeUrl }) =>
    renderMail('ar', {
      subject: `${resolved ? 'تم حل الحادث في Lieux' : 'تحديث حادث في Lieux'}: ${title}`,
      greeting: 'مرحبًا،',
      paragraphs: [`مستجدات حول الحادث (الحالة: ${status}).`, title, message],
      action: { label: 'تابِع على صفحة الحالة', url: statusUrl },
      footer: ['تصلك هذه الرسالة لأنك مشترك في تنبيهات الحالة.', `إلغاء الاشتراك بنقرة واحدة: ${unsubscribeUrl}`],
      signature: 'فريق Lieux',
    }),
};

/** An update of an incident (or its resolution), to a confirmed subscriber, with the one-click unsubscribe link. */
export function incidentUpdatedMail(locale: Locale | undefined, data: IncidentUpdatedMailData): RenderedMail {
  return updates[locale ?? 'fr'](data);
}
