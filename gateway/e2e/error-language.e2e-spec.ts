import { call } from '@lieux/testing/e2e';
import type { ApiErrorBody } from '@lieux/contracts';
import { person, signUp } from './auth-http.e2e-helpers.js';

// Issue 29 §4: the same bad requests through the running gateway, asked in French, English and Arabic
// (`Accept-Language`, as the web app sends its interface's locale): the message and every field's
// messages come back in that language, French when the request asks for no language of the product.

const BAD_SIGNUP = { email: 'pas-un-email', password: 'court', firstName: 'N', lastName: 'E' };

const ask = (language: string | undefined): Record<string, string> => (language === undefined ? {} : { 'accept-language': language });

describe('error messages in the reader’s language', () => {
  it('answers the sign-up form’s field errors in French, English or Arabic, the French exactly the spec’s', async () => {
    const expected = {
      fr: {
        message: 'Certaines informations sont invalides.',
        fields: ['Email invalide', 'Le mot de passe doit contenir au moins 8 caractères', 'Le prénom doit contenir au moins 2 caractères', 'Le nom doit contenir au moins 2 caractères'],
      },
      en: {
        message: 'Some of the information is invalid.',
        fields: ['Invalid email', 'The password must be at least 8 characters long', 'The first name must be at least 2 characters long', 'The name must be at least 2 characters long'],
      },
      ar: {
        message: 'بعض المعلومات غير صالحة.',
        fields: ['البريد الإلكتروني غير صالح', 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل', 'يجب أن يتكون الاسم الشخصي من حرفين على الأقل', 'يجب أن يتكون الاسم من حرفين على الأقل'],
      },
    };
    for (const [language, { message, fields }] of Object.entries(expected)) {
      const answer = await call<ApiErrorBody>('POST', '/api/auth/signup', { body: BAD_SIGNUP, headers: ask(language) });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('vary')).toMatch(/Accept-Language/i);
      expect(answer.body.message).toBe(message);
      expect(answer.body.code).toBe('validation_failed');
      expect(Object.fromEntries((answer.body.errors ?? []).map((error) => [error.field, error.messages]))).toEqual({
        email: [fields[0]],
        password: [fields[1]],
        firstName: [fields[2]],
        lastName: [fields[3]],
      });
    }
  });

  it('answers a wrong password, then the sign-in limit, in the language asked: a regional tag, weights, French by default', async () => {
    const { account } = await signUp();
    const wrong = { email: account.email, password: 'pas-le-bon-mot-de-passe' };
    const messages: string[] = [];
    // Five failures, the most one address may make on one account (gateway/src/auth/login-throttle.ts).
    for (const language of [undefined, 'de-DE', 'ar-MA,ar;q=0.9,fr;q=0.8', 'en-GB', 'fr;q=0.4, en;q=0.9']) {
      const answer = await call<ApiErrorBody>('POST', '/api/auth/login-local', { body: wrong, headers: ask(language) });
      expect([answer.status, answer.body.code]).toEqual([401, 'invalid_credentials']);
      messages.push(answer.body.message);
    }
    expect(messages).toEqual([
      'Email ou mot de passe incorrect.',
      'Email ou mot de passe incorrect.',
      'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
      'Incorrect email or password.',
      'Incorrect email or password.',
    ]);
    const limited = await call<ApiErrorBody>('POST', '/api/auth/login-local', { body: { ...wrong, password: account.password }, headers: ask('ar') });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.body).toEqual({ message: 'محاولات كثيرة جدًا، أعد المحاولة بعد بضع دقائق.', code: 'rate_limited' });
  });

  it('answers a service’s own field rule (a search without its other coordinate) in the language asked', async () => {
    const english = await call<ApiErrorBody>('GET', '/api/venues?lat=33.5', { headers: ask('en') });
    expect(english.status).toBe(400);
    expect(english.body.errors).toEqual([{ field: 'lng', messages: ['Give the latitude and the longitude together'] }]);
    const arabic = await call<ApiErrorBody>('GET', '/api/venues?lat=33.5', { headers: ask('ar') });
    expect(arabic.body).toMatchObject({ message: 'بعض المعلومات غير صالحة.', errors: [{ field: 'lng', messages: ['أدخل خط العرض وخط الطول معًا'] }] });
  });

  it('answers the platform’s own refusals (unknown address, unknown field, body too large) in the language asked', async () => {
    const missing = await call<ApiErrorBody>('GET', '/api/nothing-here', { headers: ask('ar') });
    expect([missing.status, missing.body.message]).toEqual([404, 'هذا العنوان غير موجود.']);
    expect(missing.headers.get('vary')).toMatch(/Accept-Language/i);

    const unknownField = await call<ApiErrorBody>('POST', '/api/auth/signup', { body: { ...person(), nickname: 'x' }, headers: ask('en') });
    expect(unknownField.body.errors).toEqual([{ field: 'nickname', messages: ['This field is not expected'] }]);

    const tooLarge = await call<ApiErrorBody>('POST', '/api/auth/signup', { body: { ...person(), firstName: 'N'.repeat(2_000_000) }, headers: ask('en') });
    expect([tooLarge.status, tooLarge.body]).toEqual([413, { message: 'The request is too large.', code: 'payload_too_large' }]);

    const french = await call<ApiErrorBody>('GET', '/api/nothing-here');
    expect(french.body).toEqual({ message: "Cette adresse n'existe pas.", code: 'route_not_found' });
  });
});
