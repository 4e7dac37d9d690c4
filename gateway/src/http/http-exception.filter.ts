import { Catch, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { toErrorAnswer } from './error-body.js';
import { errorLocaleOf, varyOnLanguage } from './error-language.js';
import type { SpaIndex } from '../web/spa-index.js';

export const API_PREFIX = '/api';

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/**
 * A path the web app's router may own: not the API, and not a file (a missing `/assets/x.js` must be
 * a 404, or a client still running an old build would receive HTML for a script).
 */
export function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0];
  return !isApiPath(url) && !pathname.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * The gateway's single answer to every failure: JSON `{ message, code }` in the language the request
 * asks for (`Accept-Language`, French by default); a GET for a page path that
 * matched nothing is the web app's (SPA fallback).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly spa: SpaIndex,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();

    if (exception instanceof NotFoundException && isPagePath(request.url) && ['GET', 'HEAD'].includes(request.method)) {
      void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.spa.page(request.url));
      return;
    }

    const answer = toErrorAnswer(exception, String(request.id), errorLocaleOf(request));
    if (answer.unexpected) {
      this.logger.error({ err: exception, requestId: request.id, errorId: answer.body.errorId }, 'unexpected error');
    }
    void varyOnLanguage(reply).status(answer.status).header('cache-control', 'no-store').send(answer.body);
  }
}
