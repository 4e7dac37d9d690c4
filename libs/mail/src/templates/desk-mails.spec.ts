import { inboxReplyMail } from './inbox-reply.mail.js';
import { incidentUpdatedMail } from './status-alerts.mail.js';

const links = { statusUrl: 'https://lieux.ma/statut', unsubscribeUrl: 'https://lieux.ma/statut?desabonnement=xyz' };

describe('the admin desk’s mails', () => {
  it('an incident update says its status, and a resolution says so in the subject, with the unsubscribe link', () => {
    const update = incidentUpdatedMail('fr', { title: 'Votes lents', status: 'sous surveillance', resolved: false, message: 'Correctif déployé.', ...links });
    expect(update.subject).toBe('Incident Lieux, mise à jour : Votes lents');
    expect(update.text).toContain('statut : sous surveillance');
    expect(update.text).toContain('Se désabonner en un clic : https://lieux.ma/statut?desabonnement=xyz');
    expect(incidentUpdatedMail('en', { title: 'Slow votes', status: 'resolved', resolved: true, message: 'All good.', ...links }).subject).toBe('Lieux incident resolved: Slow votes');
    expect(incidentUpdatedMail('ar', { title: 'Votes', status: 'تم الحل', resolved: true, message: 'Ok.', ...links }).html).toContain('dir="rtl"');
  });

  it('a reply greets the sender by name in their language, quotes their message, and escapes HTML', () => {
    const mail = inboxReplyMail(undefined, { firstName: 'Salma', body: '<b>Voici</b> votre export.', originalMessage: 'Mes données ?' });
    expect(mail.subject).toBe('Réponse à votre message — Lieux');
    expect(mail.text).toContain('Bonjour Salma,');
    expect(mail.text).toContain('Mes données ?');
    expect(mail.html).toContain('&lt;b&gt;Voici&lt;/b&gt;');
    expect(inboxReplyMail('ar', { firstName: 'Omar', body: 'شكرًا على رسالتك.', originalMessage: 'سؤال' }).text).toContain('مرحبًا Omar،');
  });
});
