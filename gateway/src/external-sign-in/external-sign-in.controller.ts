import { Controller, Get, HttpCode, Inject, Optional, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { API, EXTERNAL_SIGN_IN_ERRORS, RPC, type AuthProvidersDto, type ExternalSignInError } from '@lieux/contracts';
import { RpcFailure, ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { SessionSignIn } from '../session/session-sign-in.js';
import { OidcClient } from './oidc-client.js';
import { safeReturnTo } from './return-to.js';
import { SIGN_IN_ATTEMPT_TTL_SECONDS, SignInAttempts } from './sign-in-attempts.js';
import { NavigationAccess } from '../actor/navigation-access.decorator.js';

/** The browser's pending attempt: only sent back to /api/login/callback. */
export const ATTEMPT_COOKIE = 'lieux_oidc';
const ATTEMPT_COOKIE_PATH = '/api/login';

export const EXTERNAL_SIGN_IN_LOGGER = Symbol('EXTERNAL_SIGN_IN_LOGGER');

/** Where a failed external sign-in lands: the login screen, which explains `erreur` in the reader's language. */
export function loginScreenWith(error: ExternalSignInError): string {
  return `/login?erreur=${EXTERNAL_SIGN_IN_ERRORS[error]}`;
}

/**
 * External sign-in with OpenID Connect (docs/architecture.md, "External sign-in"). Both paths are
 * browser navigations answering 302, never JSON: every failure goes back to the login screen with
 * `?erreur=…`. Without OIDC_ISSUER, `/api/login` says so there (`connexion-externe`).
 */
@ApiTags('auth')
@Controller()
export class ExternalSignInController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(SessionSignIn) private readonly sessions: SessionSignIn,
    @Inject(SignInAttempts) private readonly attempts: SignInAttempts,
    @Inject(EXTERNAL_SIGN_IN_LOGGER) private readonly logger: Logger,
    @Optional() @Inject(OidcClient) private readonly oidc?: OidcClient,
  ) {}

  @ApiRoute(API.auth.providers, { summary: 'Les moyens de connexion offerts en plus de l’email : externalSignIn vrai quand un fournisseur OpenID est configuré' })
  providers(@Res({ passthrough: true }) reply: FastifyReply): AuthProvidersDto {
    void reply.header('cache-control', 'no-store');
    return { externalSignIn: this.oidc !== undefined };
  }

  @Get('login')
  @HttpCode(302)
  @NavigationAccess('anyone')
  @ApiOperation({
    summary: 'Connexion avec un compte externe (OpenID Connect) : redirige vers le fournisseur ; returnTo = chemin du site où revenir',
    description: 'Sans fournisseur configuré : retour à /login?erreur=connexion-externe. Fournisseur injoignable : /login?erreur=connexion-externe-echouee.',
  })
  async start(@Query('returnTo') returnTo: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    if (!this.oidc) return void reply.header('location', loginScreenWith('unavailable'));
    try {
      const { url, attempt } = await this.oidc.start(safeReturnTo(returnTo));
      const id = await this.attempts.save(attempt);
      void reply.setCookie(ATTEMPT_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: ATTEMPT_COOKIE_PATH, secure: request.protocol === 'https', maxAge: SIGN_IN_ATTEMPT_TTL_SECONDS });
      void reply.header('cache-control', 'no-store').header('location', url.href);
    } catch (error) {
      this.logger.warn({ err: error, requestId: request.id }, 'external sign-in could not start: the OpenID provider did not answer');
      void reply.header('location', loginScreenWith('failed'));
    }
  }

  @Get('login/callback')
  @HttpCode(302)
  @NavigationAccess('anyone')
  @ApiOperation({ summary: 'Retour du fournisseur OpenID : ouvre la session (compte lié, ou lié/créé par email vérifié) puis redirige vers returnTo' })
  async callback(@CallContext() context: RpcCallContext, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    void reply.header('cache-control', 'no-store').clearCookie(ATTEMPT_COOKIE, { path: ATTEMPT_COOKIE_PATH });
    void reply.header('location', await this.finish(context, request, reply));
  }

  /** Where the callback sends the browser: returnTo once signed in, else the login screen with the reason. */
  private async finish(context: RpcCallContext, request: FastifyRequest, reply: FastifyReply): Promise<string> {
    if (!this.oidc) return loginScreenWith('unavailable');
    const attempt = await this.attempts.take(request.cookies?.[ATTEMPT_COOKIE]);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const params = new URLSearchParams(query);
    const log = { requestId: request.id, providerError: params.get('error') ?? undefined };
    if (!attempt || params.get('state') !== attempt.state) {
      this.logger.warn(log, 'external sign-in refused: no pending attempt for this browser, or another state (expired, replayed or forged)');
      return loginScreenWith('failed');
    }
    if (params.has('error')) {
      this.logger.info(log, 'external sign-in: the provider answered an error');
      return loginScreenWith(params.get('error') === 'access_denied' ? 'denied' : 'failed');
    }
    let user;
    try {
      const identity = await this.oidc.finish(query, attempt);
      user = await this.services.request(RPC.authExternalSignIn, { ...identity, ip: request.ip }, context);
    } catch (error) {
      if (error instanceof RpcFailure && error.code === 'external_email_unverified') return loginScreenWith('emailUnverified');
      this.logger.warn({ ...log, err: error }, 'external sign-in failed');
      return loginScreenWith('failed');
    }
    await this.sessions.signIn(request, reply, user);
    return attempt.returnTo;
  }
}
