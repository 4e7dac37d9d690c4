import { Body, Controller, Get, HttpCode, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import {
  API,
  RPC,
  claimScreenPath,
  isClaimProvider,
  localeFromAcceptLanguage,
  type AdminClaimDto,
  type ClaimDto,
} from '@lieux/contracts';
import { AdminClaimsQueryDto, RefuseClaimDto } from '@lieux/contracts/dto';
import { RpcFailure, ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { NavigationAccess } from '../actor/navigation-access.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { uuidOr404 } from '../http/uuid.js';
import { SessionSignIn } from '../session/session-sign-in.js';
import { claimScreen } from './claim-screen.js';
import { CONNECTIONS_GATEWAY_OPTIONS, CONNECTIONS_LOGGER, type ConnectionsGatewayOptions } from './connections.controller.js';

const SLUG = /^[a-z0-9-]{1,120}$/;

/**
 * Claiming a listing (issue 32 §2, docs/merchant.md): thin — the venues service owns claims and the
 * match rule, the connections service the platform's consent. Proving is a browser navigation:
 * here → the platform → `/api/connections/{provider}/callback` → the claim screen.
 */
@ApiTags('claims')
@Controller()
export class ClaimsController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(SessionSignIn) private readonly sessions: SessionSignIn,
    @Inject(CONNECTIONS_GATEWAY_OPTIONS) private readonly options: ConnectionsGatewayOptions,
    @Inject(CONNECTIONS_LOGGER) private readonly logger: Logger,
  ) {}

  @ApiRoute(API.claims.mine, { summary: 'Mes demandes de revendication, les plus récentes d’abord' })
  mine(@CallContext() context: RpcCallContext, @Res({ passthrough: true }) reply: FastifyReply): Promise<ClaimDto[]> {
    void reply.header('cache-control', 'no-store');
    return this.services.request(RPC.venuesClaimsMine, {}, context);
  }

  @ApiRoute(API.adminClaims.list, { summary: 'Demandes de revendication (administrateurs) : la fiche et la preuve côte à côte', description: '`status` : pending par défaut (les plus anciennes d’abord).' })
  list(@Query() query: AdminClaimsQueryDto, @CallContext() context: RpcCallContext): Promise<AdminClaimDto[]> {
    return this.services.request(RPC.venuesClaimsAdminList, query.status ? { status: query.status } : {}, context);
  }

  @ApiRoute(API.adminClaims.approve, {
    summary: 'Accepter une revendication (administrateurs) : le demandeur devient propriétaire du lieu',
    description: 'Dans la limite de son offre (403 `claim_plan_full`) ; les autres demandes en attente pour ce lieu sont refusées. E-mail au demandeur, journal d’audit.',
  })
  approve(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<AdminClaimDto> {
    return this.services.request(RPC.venuesClaimDecide, { claimId: uuidOr404(id, 'claim_not_found'), decision: 'approve' }, context);
  }

  @ApiRoute(API.adminClaims.refuse, { summary: 'Refuser une revendication avec un motif (administrateurs)', description: '`reason` (5 à 500 caractères) est envoyé au demandeur par e-mail et gardé au journal d’audit.' })
  refuse(@Param('id') id: string, @Body() body: RefuseClaimDto, @CallContext() context: RpcCallContext): Promise<AdminClaimDto> {
    return this.services.request(RPC.venuesClaimDecide, { claimId: uuidOr404(id, 'claim_not_found'), decision: 'refuse', reason: body.reason }, context);
  }

  @Get('claims/:slug/connect/:provider')
  @HttpCode(302)
  @NavigationAccess('merchant-or-admin')
  @ApiOperation({
    summary: 'Revendiquer un lieu avec un compte Instagram ou Google Business : redirige vers la page d’autorisation de la plateforme',
    description: 'Le compte est lu (identifiant, site web, téléphone), comparé à la fiche, puis la demande est transmise aux administrateurs ; aucun compte n’est connecté. Retour : /merchant/revendiquer/{slug}?revendication=envoyee|signalee|erreur&code=…',
  })
  async connect(@Param('slug') slug: string, @Param('provider') provider: string, @CallContext() context: RpcCallContext, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    void reply.header('cache-control', 'no-store');
    const safeSlug = SLUG.test(slug) ? slug : '';
    if (!context.actor) return void reply.header('location', `/login?returnTo=${encodeURIComponent(claimScreenPath(safeSlug))}`);
    if (context.actor.role !== 'merchant' && context.actor.role !== 'admin') return void reply.header('location', claimScreen(safeSlug, { errorCode: 'merchant_only' }));
    if (!isClaimProvider(provider)) return void reply.header('location', claimScreen(safeSlug, { errorCode: 'claim_provider_invalid' }));
    if (!safeSlug) return void reply.header('location', claimScreen(safeSlug, { errorCode: 'claim_venue_not_claimable' }));
    try {
      const { venueId } = await this.services.request(RPC.venuesResolvePlace, { slug: safeSlug }, context);
      const user = await this.sessions.userOf(request);
      const { authorizeUrl } = await this.services.request(
        RPC.connectionsStart,
        { provider, venueId, claimSlug: safeSlug, callbackBaseUrl: this.options.publicUrl, ...(user ? { notifyEmail: user.email } : {}), notifyLocale: localeFromAcceptLanguage(request.headers['accept-language']) },
        context,
      );
      void reply.header('location', authorizeUrl);
    } catch (error) {
      const code = error instanceof RpcFailure ? error.code : 'internal_error';
      this.logger.info({ requestId: request.id, provider, code }, 'claim could not start');
      void reply.header('location', claimScreen(safeSlug, { errorCode: code === 'venue_not_found' ? 'claim_venue_not_claimable' : code }));
    }
  }
}
