import { BadRequestException, NotFoundException } from '@nestjs/common';
import { RpcFailure } from '@lieux/messaging';
import { ApiException } from './api-exception.js';
import { toErrorAnswer } from './error-body.js';

describe('toErrorAnswer', () => {
  it('answers a service that did not reply with 503 and the French message', () => {
    const answer = toErrorAnswer(new RpcFailure('service_unavailable', 'venues.categories.list'), 'req-1');
    expect(answer).toEqual({
      status: 503,
      body: { message: 'Service temporairement indisponible, réessayez dans un instant.', code: 'service_unavailable' },
      unexpected: false,
    });
  });

  it('keeps the code a service gave, with its field errors', () => {
    const errors = [{ field: 'name', messages: ['Le nom doit contenir au moins 2 caractères'] }];
    const answer = toErrorAnswer(new RpcFailure('validation_failed', 'venues.create', errors), 'req-2');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Certaines informations sont invalides.', code: 'validation_failed', errors });
  });

  it("reports a service's internal error with the service's error id, without logging it twice", () => {
    const answer = toErrorAnswer(new RpcFailure('internal_error', 'venues.categories.list', undefined, 'svc-err-9'), 'req-3');
    expect(answer).toEqual({
      status: 500,
      body: { message: 'Une erreur est survenue', code: 'internal_error', errorId: 'svc-err-9' },
      unexpected: false,
    });
  });

  it('maps Nest and Fastify errors to their French answer', () => {
    expect(toErrorAnswer(new NotFoundException(), 'r').body.code).toBe('route_not_found');
    expect(toErrorAnswer(new BadRequestException(), 'r').body.code).toBe('bad_request');
    expect(toErrorAnswer(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }), 'r')).toMatchObject({
      status: 413,
      body: { code: 'payload_too_large' },
    });
    expect(toErrorAnswer(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }), 'r').status).toBe(415);
    expect(toErrorAnswer(new ApiException('validation_failed'), 'r').status).toBe(400);
  });

  it('turns anything unexpected into a 500 with an error id to quote, and asks for it to be logged', () => {
    const answer = toErrorAnswer(new TypeError('boom'), 'req-4');
    expect(answer).toEqual({
      status: 500,
      body: { message: 'Une erreur est survenue', code: 'internal_error', errorId: 'req-4' },
      unexpected: true,
    });
  });
});

describe('toErrorAnswer in the reader’s language', () => {
  it('answers the code’s message in English or Arabic, and the French by default', () => {
    const failure = new RpcFailure('invalid_credentials', 'auth.login');
    expect(toErrorAnswer(failure, 'r').body.message).toBe('Email ou mot de passe incorrect.');
    expect(toErrorAnswer(failure, 'r', 'en').body).toEqual({ message: 'Incorrect email or password.', code: 'invalid_credentials' });
    expect(toErrorAnswer(failure, 'r', 'ar').body).toEqual({ message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.', code: 'invalid_credentials' });
  });

  it('translates each field message, whether the gateway’s DTO or a service gave it', () => {
    const errors = [
      { field: 'name', messages: ['Le nom doit contenir au moins 2 caractères'] },
      { field: 'lat', messages: ['Indiquez la latitude et la longitude ensemble'] },
    ];
    expect(toErrorAnswer(new ApiException('validation_failed', errors), 'r', 'en').body).toEqual({
      message: 'Some of the information is invalid.',
      code: 'validation_failed',
      errors: [
        { field: 'name', messages: ['The name must be at least 2 characters long'] },
        { field: 'lat', messages: ['Give the latitude and the longitude together'] },
      ],
    });
    expect(toErrorAnswer(new RpcFailure('validation_failed', 'venues.search', errors), 'r', 'ar').body.errors).toEqual([
      { field: 'name', messages: ['يجب أن يتكون الاسم من حرفين على الأقل'] },
      { field: 'lat', messages: ['أدخل خط العرض وخط الطول معًا'] },
    ]);
    expect(toErrorAnswer(new ApiException('validation_failed', errors), 'r', 'fr').body.errors).toEqual(errors);
  });

  it('answers the unexpected and the platform’s own refusals in the language asked too', () => {
    expect(toErrorAnswer(new TypeError('boom'), 'req-5', 'ar').body).toEqual({ message: 'حدث خطأ', code: 'internal_error', errorId: 'req-5' });
    expect(toErrorAnswer(new NotFoundException(), 'r', 'en').body.message).toBe('This address does not exist.');
    expect(toErrorAnswer(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }), 'r', 'ar').body.message).toBe('حجم الطلب كبير جدًا.');
  });
});
