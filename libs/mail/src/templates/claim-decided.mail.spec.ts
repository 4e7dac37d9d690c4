import { claimDecidedMail } from './claim-decided.mail.js';

describe('claimDecidedMail', () => {
  const data = { firstName: 'Salma', venueName: 'Café Hafa', venueUrl: 'https://lieux.ma/venue/cafe-hafa', dashboardUrl: 'https://lieux.ma/merchant/dashboard' };

  it('tells the claimant the venue is theirs, with the dashboard', () => {
    const mail = claimDecidedMail({ ...data, status: 'approved', reason: null });
    expect(mail.subject).toBe('« Café Hafa » est désormais à vous sur Lieux');
    expect(mail.text).toContain('Bonjour Salma,');
    expect(mail.text).toContain('vous êtes maintenant le propriétaire de « Café Hafa »');
    expect(mail.text).toContain('https://lieux.ma/merchant/dashboard');
  });

  it('gives the reason of a refusal and how to try again', () => {
    const mail = claimDecidedMail({ ...data, status: 'refused', reason: 'La fiche Google a été créée hier' });
    expect(mail.subject).toBe('Votre demande pour « Café Hafa » n’a pas été acceptée');
    expect(mail.text).toContain('Motif : La fiche Google a été créée hier');
    expect(mail.text).toContain('https://lieux.ma/venue/cafe-hafa');
  });
});
