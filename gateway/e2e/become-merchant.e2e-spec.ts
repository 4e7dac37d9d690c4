import type { ApiErrorBody, LoginResultDto } from '@lieux/contracts';
import { call, signUp, status } from './auth-http.e2e-helpers.js';

// A consumer becomes a merchant (POST /api/auth/become-merchant) through the running platform.

describe('becoming a merchant (POST /api/auth/become-merchant)', () => {
  it('turns the signed-in consumer into a merchant, in this session and in their other sessions at once', async () => {
    const { account, session } = await signUp();
    const other = await call<LoginResultDto>('POST', '/api/auth/login-local', { body: { email: account.email, password: account.password } });

    const answer = await call<LoginResultDto>('POST', '/api/auth/become-merchant', { session });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Votre compte est maintenant un compte commerçant. Vous pouvez ajouter votre lieu.', user: expect.objectContaining({ email: account.email, role: 'merchant' }) });
    expect((await status(session)).body.user?.role).toBe('merchant');
    expect((await status(other.session)).body.user?.role).toBe('merchant');
    // The account itself changed: a new sign-in is a merchant's.
    const again = await call<LoginResultDto>('POST', '/api/auth/login-local', { body: { email: account.email, password: account.password } });
    expect(again.body.user.role).toBe('merchant');
  });

  it('is for consumers only: 401 signed out, 403 for a merchant, in French', async () => {
    const signedOut = await call<ApiErrorBody>('POST', '/api/auth/become-merchant');
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toEqual({ message: 'Connectez-vous pour continuer.', code: 'unauthenticated' });

    const { session } = await signUp(undefined, { role: 'merchant' });
    const merchant = await call<ApiErrorBody>('POST', '/api/auth/become-merchant', { session });
    expect(merchant.status).toBe(403);
    expect(merchant.body).toEqual({ message: "Vous n'avez pas accès à cette ressource.", code: 'forbidden' });
  });
});
