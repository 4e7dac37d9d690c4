import { contactAcknowledgementMail } from './contact-acknowledgement.mail.js';
import { contactMessageMail } from './contact-message.mail.js';
import { incidentOpenedMail, statusConfirmationMail } from './status-alerts.mail.js';

const links = { confirmUrl: 'https://lieux.ma/statut?abonnement=abc', unsubscribeUrl: 'https://lieux.ma/statut?desabonnement=xyz' };

describe('status alert and contact mails', () => {
  it.each(['fr', 'en', 'ar'] as const)('the confirmation in %s carries the confirm link as a button and the unsubscribe link', (locale) => {
    const mail = statusConfirmationMail(locale, links);
    expect(mail.html).toContain(`href="${links.confirmUrl}"`);
    expect(mail.text).toContain(links.unsubscribeUrl);
    expect(mail.html).toContain(`lang="${locale}"`);
  });

  it('an incident mail says the impact in the reader’s language and links to unsubscribe in one click', () => {
    const mail = incidentOpenedMail(undefined, { title: 'Connexion impossible', impact: 'majeur', message: 'Nous enquêtons.', statusUrl: 'https://lieux.ma/statut', unsubscribeUrl: links.unsubscribeUrl });
    expect(mail.subject).toBe('Incident Lieux : Connexion impossible');
    expect(mail.text).toContain('impact : majeur');
    expect(mail.text).toContain('Se désabonner en un clic : https://lieux.ma/statut?desabonnement=xyz');
  });

  it('the support mail names the sender, the subject and the message, escaped in HTML', () => {
    const message = { id: 'm1', firstName: 'Salma', lastName: 'B', email: 'salma@example.ma', subjectLabel: 'Presse', message: '<b>Bonjour</b>', receivedAt: new Date('2026-11-21T10:00:00Z') };
    const mail = contactMessageMail({ ...message, priority: false, respondBy: new Date('2026-11-22T10:00:00Z') });
    expect(mail.subject).toBe('[Contact] Presse — Salma B');
    expect(mail.text).toContain('De : Salma B <salma@example.ma>');
    expect(mail.text).toContain('Réponse promise avant : 22 novembre 2026');
    expect(mail.html).toContain('&lt;b&gt;Bonjour&lt;/b&gt;');
    const pro = contactMessageMail({ ...message, priority: true, respondBy: new Date('2026-11-21T12:00:00Z') });
    expect(pro.subject).toBe('[Contact] [Pro prioritaire] Presse — Salma B');
    expect(pro.text).toContain('(abonné Pro, support prioritaire)');
  });

  it('the acknowledgement tells every sender, in their language, within how many hours the answer comes — sooner for a Pro merchant', () => {
    const data = { firstName: 'Salma', reference: 'm1', message: 'Bonjour' };
    expect(contactAcknowledgementMail('fr', { ...data, hours: 24, priority: false }).text).toContain('Nous vous répondrons sous 24 h.');
    expect(contactAcknowledgementMail('fr', { ...data, hours: 2, priority: true }).text).toContain('Vous êtes abonné Pro : votre message est traité en priorité, et nous vous répondrons sous 2 h.');
    expect(contactAcknowledgementMail('en', { ...data, hours: 4, priority: false }).text).toContain('We will answer within 4 hours.');
    // Arabic: the noun agrees with the number.
    expect(contactAcknowledgementMail('ar', { ...data, hours: 2, priority: true }).text).toContain('خلال ساعتين');
    expect(contactAcknowledgementMail('ar', { ...data, hours: 4, priority: false }).text).toContain('خلال 4 ساعات');
    expect(contactAcknowledgementMail('ar', { ...data, hours: 24, priority: false }).text).toContain('خلال 24 ساعة');
    expect(contactAcknowledgementMail(undefined, { ...data, hours: 48, priority: false }).text).toContain('Référence : m1');
  });
});
