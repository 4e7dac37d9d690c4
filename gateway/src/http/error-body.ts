import { HttpException } from '@nestjs/common';
import { DEFAULT_LOCALE, errorMessageIn, errorStatus, fieldMessageIn, type ApiErrorBody, type ErrorCode, type Locale } from '@lieux/contracts';
import { RpcFailure } from '@lieux/messaging';
import { isOutageCode } from '@lieux/platform';
import { ApiException } from './api-exception.js';

export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  /** Unexpected: log it with its stack. */
  unexpected: boolean;
}

/** Fastify's own errors (body parsing, media type, size) by their code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

const HTTP_STATUS_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'route_not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/**
 * What the client is told about any exception: always `{ message, code }`, the message (and each
 * field's messages) in `locale`, the language the request asks for (`errorLocaleOf`), French by default.
 */
export function toErrorAnswer(exception: unknown, errorId: string, locale: Locale = DEFAULT_LOCALE): ErrorAnswer {
  const known = (code: ErrorCode, errors?: ApiErrorBody['errors']) => knownAnswer(code, errors, locale);
  if (exception instanceof ApiException) return known(exception.code, exception.errors);
  if (exception instanceof RpcFailure) {
    if (exception.code === 'internal_error') return unexpectedAnswer(exception.errorId ?? errorId, false, locale);
    return known(exception.code, exception.errors);
  }
  if (isRedisOutage(exception)) return known('service_unavailable');
  if (exception instanceof HttpException) {
    const code = HTTP_STATUS_CODES[exception.getStatus()];
    return code ? known(code) : unexpectedAnswer(errorId, true, locale);
  }
  const fastifyCode = (exception as { code?: unknown } | null)?.code;
  if (typeof fastifyCode === 'string' && FASTIFY_CODES[fastifyCode]) return known(FASTIFY_CODES[fastifyCode]);
  const statusCode = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return known(HTTP_STATUS_CODES[statusCode] ?? 'bad_request');
  }
  return unexpectedAnswer(errorId, true, locale);
}

/**
 * The gateway's Redis (sessions, limits) not answering: an outage to wait out, 503, not a bug. ioredis
 * gives up on a command with MaxRetriesPerRequestError, or a socket error code, or a closed connection.
 */
export function isRedisOutage(error: unknown): boolean {
  const { name, code, message } = (error ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
  return name === 'MaxRetriesPerRequestError' || isOutageCode(code) || (typeof message === 'string' && /^Connection is closed\.?$/.test(message));
}

/** Field errors travel as French (the DTOs' and the services' rules): each message is answered in `locale`. */
function knownAnswer(code: ErrorCode, errors: ApiErrorBody['errors'], locale: Locale): ErrorAnswer {
  const body: ApiErrorBody = { message: errorMessageIn(code, locale), code };
  if (errors && errors.length > 0) {
    body.errors = errors.map(({ field, messages }) => ({ field, messages: messages.map((message) => fieldMessageIn(message, locale)) }));
  }
  return { status: errorStatus(code), body, unexpected: false };
}

function unexpectedAnswer(errorId: string, logHere: boolean, locale: Locale): ErrorAnswer {
  return {
    status: 500,
    body: { message: errorMessageIn('internal_error', locale), code: 'internal_error', errorId },
    unexpected: logHere,
  };
}
