import { errorMessageFrom } from './error-message-from';

describe('errorMessageFrom', () => {
  it("takes the API's JSON message and code", () => {
    const body = JSON.stringify({ message: 'Connectez-vous pour continuer.', code: 'unauthenticated' });
    expect(errorMessageFrom(401, 'Unauthorized', body)).toEqual({
      message: 'Connectez-vous pour continuer.',
      code: 'unauthenticated',
    });
  });

  it('keeps the field errors of a validation_failed answer, dropping malformed ones', () => {
    const body = JSON.stringify({
      message: 'Vérifiez les champs.',
      code: 'validation_failed',
      errors: [{ field: 'city', messages: ['La ville doit contenir au moins 2 caractères'] }, { field: 3 }, 'x'],
    });
    expect(errorMessageFrom(400, 'Bad Request', body)).toEqual({
      message: 'Vérifiez les champs.',
      code: 'validation_failed',
      errors: [{ field: 'city', messages: ['La ville doit contenir au moins 2 caractères'] }],
    });
  });

  it('falls back to "status: body" when the body has no message', () => {
    expect(errorMessageFrom(502, 'Bad Gateway', '<html>proxy error</html>')).toEqual({
      message: '502: <html>proxy error</html>',
    });
    expect(errorMessageFrom(500, 'Internal Server Error', '{"error":"x"}')).toEqual({
      message: '500: {"error":"x"}',
    });
    expect(errorMessageFrom(400, 'Bad Request', '{"message":"  "}')).toEqual({
      message: '400: {"message":"  "}',
    });
  });

  it('uses the status text when the body is empty', () => {
    expect(errorMessageFrom(503, 'Service Unavailable', '')).toEqual({ message: '503: Service Unavailable' });
  });
});
