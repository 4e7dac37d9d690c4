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
