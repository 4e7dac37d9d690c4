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
    const mail = contactMessageMail({ id: 'm1', firstName: 'Salma', lastName: 'B', email: 'salma@example.ma', subjectLabel: 'Presse', message: '<b>Bonjour</b>', receivedAt: new Date('2026-11-21T10:00:00Z') });
    expect(mail.subject).toBe('[Contact] Presse — Salma B');
    expect(mail.text).toContain('De : Salma B <salma@example.ma>');
    expect(mail.html).toContain('&lt;b&gt;Bonjour&lt;/b&gt;');
  });
});
