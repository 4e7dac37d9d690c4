import { errorMessageFrom } from './error-message-from';

describe('errorMessageFrom', () => {
  it("takes the API's JSON message and code", () => {
    const body = JSON.stringify({ message: 'Connectez-vous pour continuer.', code: 'unauthenticated' });
    expect(errorMessageFrom(401, 'Unauthorized', body)).toEqual({
      message: 'Connectez-vous pour continuer.',
      code: 'unauthenticated',
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
