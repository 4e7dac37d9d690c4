import { ConfigurationError } from '@lieux/platform';
import { DEFAULT_MAIL_FROM, DEFAULT_SMTP_URL, loadMailEnv } from './mail.env.js';

describe('loadMailEnv', () => {
  it('points at the local MailDev when nothing is set', () => {
    expect(loadMailEnv({})).toMatchObject({ SMTP_URL: DEFAULT_SMTP_URL, MAIL_FROM: DEFAULT_MAIL_FROM });
    expect(DEFAULT_SMTP_URL).toBe('smtp://127.0.0.1:1025');
  });

  it('takes an SMTP server and a sender', () => {
    expect(loadMailEnv({ SMTP_URL: 'smtps://user:secret@smtp.example.ma:465', MAIL_FROM: 'no-reply@lieux.ma' })).toMatchObject({
      SMTP_URL: 'smtps://user:secret@smtp.example.ma:465',
      MAIL_FROM: 'no-reply@lieux.ma',
    });
  });

  it.each([
    ['SMTP_URL', 'http://mail.example.ma'],
    ['MAIL_FROM', 'not an address'],
  ])('refuses a bad %s without echoing it', (name, value) => {
    expect(() => loadMailEnv({ [name]: value })).toThrow(ConfigurationError);
    try {
      loadMailEnv({ [name]: value });
    } catch (error) {
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain(value);
    }
  });
});
