import { Body, Controller, Get, HttpCode, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import {
  API,
  CONNECTION_CALLBACK_ERRORS,
  CONNECTION_ERROR_PARAM,
  CONNECTION_RESULT_PARAM,
  CONNECTION_RESULTS,
  CONNECTIONS_SCREEN_PATH,
  CONNECTION_TOASTS,
  RPC,
  isConnectionProvider,
  localeFromAcceptLanguage,
  type ConnectionCallbackError,
  type ConnectionDto,
  type ConnectionProvider,
  type ConnectionProviderStatusDto,
  type MessageDto,
} from '@lieux/contracts';
import { ConnectionsQueryDto, UpdateConnectionDto } from '@lieux/contracts/dto';
import { RpcFailure, ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiException } from '../http/api-exception.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { isUuid } from '../http/uuid.js';
import { SessionSignIn } from '../session/session-sign-in.js';
import { NavigationAccess } from '../actor/navigation-access.decorator.js';
import { claimScreen } from './claim-screen.js';

export const CONNECTIONS_GATEWAY_OPTIONS = Symbol('CONNECTIONS_GATEWAY_OPTIONS');
export const CONNECTIONS_LOGGER = Symbol('CONNECTIONS_LOGGER');

export interface ConnectionsGatewayOptions {
  /** The gateway's PUBLIC_URL: the platforms send the browser back to `${publicUrl}/api/connections/{provider}/callback`. */
  publicUrl: string;
}

/** The connections screen with the outcome the screen turns into a toast (CONNECTION_TOASTS). */
export function connectionsScreen(outcome: { venueId: string | null; provider: string | null; error?: ConnectionCallbackError }): string {
  const query = new URLSearchParams();
  if (outcome.venueId) query.set('venueId', outcome.venueId);
  if (outcome.provider) query.set('provider', outcome.provider);
  query.set(CONNECTION_RESULT_PARAM, outcome.error ? CONNECTION_RESULTS.error : CONNECTION_RESULTS.success);
  if (outcome.error) query.set(CONNECTION_ERROR_PARAM, CONNECTION_CALLBACK_ERRORS[outcome.error]);
  return `${CONNECTIONS_SCREEN_PATH}?${query.toString()}`;
}

function isMerchantOrAdmin(context: RpcCallContext): boolean {
  return context.actor?.role === 'merchant' || context.actor?.role === 'admin';
}

const CALLBACK_ERRORS_BY_CODE: Partial<Record<string, ConnectionCallbackError>> = {
  connection_provider_unavailable: 'unavailable',
  connection_provider_unknown: 'unavailable',
  connection_venue_not_owned: 'venueNotOwned',
  venue_not_found: 'venueNotOwned',
};

/**
 * Social connections (issue 12, docs/connections.md): thin — services/connections owns the flow,
 * the tokens and the ownership check (asked again there). The two navigations of the consent flow
 * answer 302 to the platform or back to the connections screen, never JSON.
 */
@ApiTags('connections')
@Controller()
export class ConnectionsController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(SessionSignIn) private readonly sessions: SessionSignIn,
    @Inject(CONNECTIONS_GATEWAY_OPTIONS) private readonly options: ConnectionsGatewayOptions,
    @Inject(CONNECTIONS_LOGGER) private readonly logger: Logger,
  ) {}

  @ApiRoute(API.connections.providers, { summary: 'Les plateformes : connectables ici (sinon « bientôt disponible »), bac à sable ou non, effet maximal sur le score' })
  providers(@CallContext() context: RpcCallContext): Promise<ConnectionProviderStatusDto[]> {
    return this.services.request(RPC.connectionsProviders, {}, context);
  }

  @ApiRoute(API.connections.list, { summary: 'Mes comptes sociaux connectés (tous mes lieux, ou venueId) avec leurs dernières métriques', description: 'Propriétaire ou administrateur ; 403 `connection_venue_not_owned` pour le lieu d’un autre.' })
  list(@Query() query: ConnectionsQueryDto, @CallContext() context: RpcCallContext, @Res({ passthrough: true }) reply: FastifyReply): Promise<ConnectionDto[]> {
    void reply.header('cache-control', 'no-store');
    return this.services.request(RPC.connectionsList, query.venueId ? { venueId: query.venueId } : {}, context);
  }

  @ApiRoute(API.connections.update, { summary: 'Activer ou désactiver une connexion (désactivée : compte 0 dans le score)', description: '409 `connection_needs_reconnect` pour activer un compte à reconnecter ; 404 pour la connexion d’un autre.' })
  update(@Param('id') id: string, @Body() body: UpdateConnectionDto, @CallContext() context: RpcCallContext): Promise<ConnectionDto> {
    if (!isUuid(id)) throw new ApiException('connection_not_found');
    return this.services.request(RPC.connectionsUpdate, { connectionId: id, isActive: body.isActive }, context);
  }

  @ApiRoute(API.connections.remove, { summary: 'Déconnecter : autorisation révoquée chez la plateforme quand elle le permet, jetons effacés' })
  async remove(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<MessageDto> {
    if (!isUuid(id)) throw new ApiException('connection_not_found');
    await this.services.request(RPC.connectionsRemove, { connectionId: id }, context);
    return { message: CONNECTION_TOASTS.disconnected };
  }

  @ApiRoute(API.connections.createManual, { summary: 'Ancienne connexion manuelle (compte saisi) : 410, remplacée par le bouton « Connecter » et la page d’autorisation de la plateforme' })
  createManual(): never {
    throw new ApiException('connection_manual_gone');
  }

  @Get('connections/:provider/authorize')
  @HttpCode(302)
  @NavigationAccess('owner-or-admin')
  @ApiOperation({ summary: 'Connecter un compte : redirige vers la page d’autorisation de la plateforme (state à usage unique, 10 minutes, PKCE selon la plateforme)', description: 'Échecs : retour à /merchant/connections?connexion=erreur&erreur=… ; non connecté : /login.' })
  async authorize(@Param('provider') provider: string, @Query('venueId') venueId: unknown, @CallContext() context: RpcCallContext, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    void reply.header('cache-control', 'no-store');
    const venue = typeof venueId === 'string' && isUuid(venueId) ? venueId : null;
    if (!context.actor) return void reply.header('location', `/login?returnTo=${encodeURIComponent(CONNECTIONS_SCREEN_PATH)}`);
    // Merchants and admins only (the service checks again, and the venue's owner).
    if (!isMerchantOrAdmin(context)) return void reply.header('location', connectionsScreen({ venueId: venue, provider: null, error: 'venueNotOwned' }));
    if (!isConnectionProvider(provider)) return void reply.header('location', connectionsScreen({ venueId: venue, provider: null, error: 'unavailable' }));
    if (!venue) return void reply.header('location', connectionsScreen({ venueId: null, provider, error: 'venueNotOwned' }));
    const user = await this.sessions.userOf(request);
    // A navigation: the browser's own languages, read like an error's (weights, `ar-MA` → `ar`).
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    try {
      const { authorizeUrl } = await this.services.request(
        RPC.connectionsStart,
        { provider, venueId: venue, callbackBaseUrl: this.options.publicUrl, ...(user ? { notifyEmail: user.email } : {}), notifyLocale: locale },
        context,
      );
      void reply.header('location', authorizeUrl);
    } catch (error) {
      const code = error instanceof RpcFailure ? error.code : 'internal_error';
      this.logger.info({ requestId: request.id, provider, code }, 'connection could not start');
      void reply.header('location', connectionsScreen({ venueId: venue, provider, error: CALLBACK_ERRORS_BY_CODE[code] ?? 'failed' }));
    }
  }

  @Get('connections/:provider/callback')
  @HttpCode(302)
  @NavigationAccess('owner-or-admin')
  @ApiOperation({ summary: 'Retour de la plateforme : code échangé, compte lu et stocké, puis /merchant/connections?connexion=reussie (ou =erreur&erreur=…)' })
  async callback(@Param('provider') provider: string, @CallContext() context: RpcCallContext, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    void reply.header('location', await this.finish(provider, context, request));
  }

  private async finish(provider: string, context: RpcCallContext, request: FastifyRequest): Promise<string> {
    if (!context.actor) return `/login?returnTo=${encodeURIComponent(CONNECTIONS_SCREEN_PATH)}`;
    if (!isMerchantOrAdmin(context)) return connectionsScreen({ venueId: null, provider: null, error: 'venueNotOwned' });
    if (!isConnectionProvider(provider)) return connectionsScreen({ venueId: null, provider: null, error: 'unavailable' });
    const query = request.query as Record<string, unknown>;
    const text = (name: string): string | undefined => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
    const code = text('code');
    const state = text('state');
    const error = text('error');
    try {
      const outcome = await this.services.request(
        RPC.connectionsFinish,
        { provider: provider as ConnectionProvider, callbackBaseUrl: this.options.publicUrl, ...(code ? { code } : {}), ...(state ? { state } : {}), ...(error ? { error } : {}) },
        context,
      );
      // A claim's proof (issue 32 §2) goes back to the claim screen.
      if (outcome.outcome === 'claim') return claimScreen(outcome.venueSlug, outcome.status ? { status: outcome.status } : { errorCode: outcome.errorCode ?? 'internal_error' });
      return outcome.outcome === 'success' ? connectionsScreen({ venueId: outcome.venueId, provider }) : connectionsScreen({ venueId: outcome.venueId, provider, error: outcome.error });
    } catch (failure) {
      this.logger.warn({ requestId: request.id, provider, code: failure instanceof RpcFailure ? failure.code : 'internal_error' }, 'connection callback failed');
      return connectionsScreen({ venueId: null, provider, error: 'failed' });
    }
  }
}
