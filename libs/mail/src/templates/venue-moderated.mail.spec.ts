import { venueModeratedMail } from './venue-moderated.mail.js';

describe('venueModeratedMail', () => {
  const data = { firstName: 'Salma', venueName: 'Café Hafa', venueUrl: 'https://lieux.ma/venue/cafe-hafa', dashboardUrl: 'https://lieux.ma/merchant/dashboard' };

  it('tells the merchant their venue is online, with its page', () => {
    const mail = venueModeratedMail({ ...data, status: 'approved', reason: null });
    expect(mail.subject).toBe('« Café Hafa » est en ligne sur Lieux');
    expect(mail.text).toContain('Bonjour Salma,');
    expect(mail.text).toContain('https://lieux.ma/venue/cafe-hafa');
  });

  it('gives the reason of a refusal and the dashboard', () => {
    const mail = venueModeratedMail({ ...data, status: 'rejected', reason: 'Adresse introuvable' });
    expect(mail.subject).toBe('« Café Hafa » n’a pas été validé sur Lieux');
    expect(mail.text).toContain('Motif : Adresse introuvable');
    expect(mail.text).toContain('https://lieux.ma/merchant/dashboard');
    expect(venueModeratedMail({ ...data, status: 'rejected', reason: null }).text).toContain('Motif : non précisé');
  });
});
