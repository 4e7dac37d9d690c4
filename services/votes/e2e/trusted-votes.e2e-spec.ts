import type { ApiErrorBody, AuthStatusDto, MessageDto } from '@lieux/contracts';
import { carriesLinkTo, STRONG_TEST_PASSWORD, TestSmtpServer, uniqueHex } from '@lieux/testing';
import { call as callWithSession } from '@lieux/testing/e2e';
import { call, countBecomes, displayedCount, publicVenue, query, vote } from './votes.e2e-helpers.js';

// Issue 30 §9 through the running platform: votes that can be trusted, without friction at sign-up.
// A new account votes at once; its vote is kept and shown to it but is in the public count only once
// the link of its welcome mail (a real SMTP server here) is followed. Weak passwords are refused.

const WEAK_PASSWORD = 'Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un plus long, par exemple quelques mots sans rapport entre eux.';

describe('votes that can be trusted (issue 30 §9)', () => {
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start(Number(process.env.E2E_SMTP_PORT));
  });

  afterAll(async () => {
    await smtp?.stop();
  });

  /** A sign-up through the gateway: its answer and the session it opens. */
  const signUp = (email: string, password: string) => callWithSession<MessageDto & ApiErrorBody>('POST', '/api/auth/signup', { body: { email, password, firstName: 'Hind', lastName: 'Berrada' } });

  it('refuses "motdepasse" and "azerty123" at sign-up with 400 and the French message', async () => {
    for (const password of ['motdepasse', 'azerty123']) {
      const answer = await signUp(`faible.${uniqueHex()}@example.ma`, password);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'password_too_weak', message: WEAK_PASSWORD });
    }
  });

  it('keeps a new account’s vote out of the public count until the link of its welcome mail is followed, then counts it once', async () => {
    const venue = await publicVenue(11);
    const before = (await displayedCount(venue.slug)) as number;
    const email = `confiance.${uniqueHex()}@example.ma`;
    const signedUp = await signUp(email, STRONG_TEST_PASSWORD);
    expect(signedUp.status).toBe(201);
    const session = signedUp.session ?? '';
    expect((await call<AuthStatusDto>('GET', '/api/auth/status', { session })).body.user).toMatchObject({ email, emailConfirmed: false });

    // Voted at once, and the author sees it.
    expect((await vote(session, venue.id, 1)).body).toEqual({ value: 1 });
    expect((await call('GET', `/api/places/${venue.id}/vote`, { session })).body).toEqual({ value: 1 });
    // The signal that the count cannot move: the vote is stored, uncounted, and no vote.cast left for it
    // (the public count is made of those events only).
    const [me] = await query<{ id: string }>('select id from auth.users where lower(email) = $1', [email]);
    expect(await query('select value, counted from votes.votes where user_id = $1 and venue_id = $2', [me.id, venue.id])).toEqual([{ value: 1, counted: false }]);
    expect(await query(`select 1 from votes.outbox where subject = 'vote.cast' and payload->'payload'->>'userId' = $1`, [me.id])).toEqual([]);
    expect(await displayedCount(venue.slug)).toBe(before);

    // The welcome mail, and its link followed as the person would (the web page posts the token).
    const mail = await smtp.waitFor(email, 15_000, carriesLinkTo('/confirm-email'));
    expect(mail.subject).toBe('Bienvenue sur Lieux : confirmez votre adresse email');
    const link = new URL(/https?:\/\/\S+\/confirm-email\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? '');
    const confirmed = await call<MessageDto>('POST', '/api/auth/confirm-email', { body: { token: link.searchParams.get('token') } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Votre adresse email est confirmée : vos votes comptent désormais dans le classement.' });
    // The person's session (another browser than the link's) knows at once.
    expect((await call<AuthStatusDto>('GET', '/api/auth/status', { session })).body.user).toMatchObject({ emailConfirmed: true });
    await countBecomes(venue.slug, before + 1, 10_000);

    // Once only: the link again changes nothing, and the count stays.
    expect((await call('POST', '/api/auth/confirm-email', { body: { token: link.searchParams.get('token') } })).status).toBe(200);
    expect(await query(`select 1 from votes.outbox where subject = 'vote.cast' and payload->'payload'->>'userId' = $1`, [me.id])).toHaveLength(1);
    expect(await displayedCount(venue.slug)).toBe(before + 1);
  });

  it('sends the link again from the account page, and answers without a mail once the address is confirmed', async () => {
    const email = `renvoi.${uniqueHex()}@example.ma`;
    const signedUp = await signUp(email, STRONG_TEST_PASSWORD);
    expect(signedUp.status).toBe(201);
    const session = signedUp.session ?? '';
    const resent = await call<MessageDto>('POST', '/api/auth/confirm-email/resend', { session, body: { locale: 'en' } });
    expect(resent.status).toBe(202);
    expect(resent.body).toEqual({ message: 'Un nouveau lien de confirmation vient de vous être envoyé par email.' });
    const mail = await smtp.waitFor(email, 15_000, (received) => received.subject === 'Confirm your Lieux e-mail address');
    const token = /confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect((await call('POST', '/api/auth/confirm-email', { body: { token } })).status).toBe(200);
    expect((await call<MessageDto>('POST', '/api/auth/confirm-email/resend', { session, body: {} })).body).toEqual({ message: 'Votre adresse email est déjà confirmée.' });
    expect((await call('POST', '/api/auth/confirm-email/resend', { body: {} })).status).toBe(401);
    const unknown = await call<ApiErrorBody>('POST', '/api/auth/confirm-email', { body: { token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('email_confirmation_invalid');
  });
});
