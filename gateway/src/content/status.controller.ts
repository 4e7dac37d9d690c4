import { Body, Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  overallState,
  RPC,
  STATUS_COMPONENT_NAMES,
  STATUS_MESSAGES,
  type MessageDto,
  type StatusDto,
  type StatusHistoryReply,
} from '@lieux/contracts';
import { StatusSubscriptionDto, StatusTokenDto } from '@lieux/contracts/dto';
import { ServiceClient, StatusProbe, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { refuseIfLimited } from '../auth/rate-limited.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { StatusSubscriptionQuota } from './content-quotas.js';

/**
 * The status page. The gateway measures the six lines itself at each request (so the page is live,
 * and still answers when the admin service is down); the admin service adds the recorded uptime and
 * the incidents when it answers, else `history: unavailable`.
 */
@ApiTags('status')
@Controller()
export class StatusController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(StatusProbe) private readonly probe: StatusProbe,
    @Inject(StatusSubscriptionQuota) private readonly quota: StatusSubscriptionQuota,
  ) {}

  @ApiRoute(API.status.show, {
    summary: 'État de la plateforme, mesuré à l’instant : six lignes, disponibilité sur 90 jours, incidents en cours',
    description: 'Répond même quand le service admin est arrêté : `history` vaut alors `unavailable`.',
  })
  async show(@CallContext() context: RpcCallContext, @Res({ passthrough: true }) reply: FastifyReply): Promise<StatusDto> {
    void reply.header('cache-control', 'no-store');
    const [probes, history] = await Promise.all([this.probe.measure(), this.history(context)]);
    return {
      overall: { status: overallState(probes), lastUpdated: new Date().toISOString() },
      services: probes.map((probe) => ({
        id: probe.id,
        name: STATUS_COMPONENT_NAMES[probe.id],
        status: probe.state,
        responseTime: probe.responseTimeMs,
        uptime: history?.components[probe.id].uptime ?? null,
        days: history?.components[probe.id].days ?? [],
      })),
      incidents: history?.incidents ?? [],
      history: history ? 'available' : 'unavailable',
    };
  }

  @ApiRoute(API.status.subscribe, {
    summary: 'S’abonner aux alertes par e-mail (un lien de confirmation est envoyé)',
    description: 'Même réponse que l’adresse soit connue ou non. Au-delà de STATUS_SUBSCRIPTION_LIMIT_PER_IP_PER_HOUR : 429.',
  })
  async subscribe(
    @Body() body: StatusSubscriptionDto,
    @CallContext() context: RpcCallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageDto> {
    refuseIfLimited(reply, await this.quota.take(request.ip));
    await this.services.request(RPC.adminStatusSubscribe, { email: body.email, locale: body.locale }, context);
    return { message: STATUS_MESSAGES.subscriptionRequested };
  }

  @ApiRoute(API.status.confirm, { summary: 'Confirmer l’abonnement (le lien du mail, à usage unique)' })
  async confirm(@Body() body: StatusTokenDto, @CallContext() context: RpcCallContext): Promise<MessageDto> {
    await this.services.request(RPC.adminStatusConfirm, { token: body.token }, context);
    return { message: STATUS_MESSAGES.subscriptionConfirmed };
  }

  @ApiRoute(API.status.unsubscribe, { summary: 'Se désabonner en un clic (le lien de chaque mail)' })
  async unsubscribe(@Body() body: StatusTokenDto, @CallContext() context: RpcCallContext): Promise<MessageDto> {
    await this.services.request(RPC.adminStatusUnsubscribe, { token: body.token }, context);
    return { message: STATUS_MESSAGES.unsubscribed };
  }

  private async history(context: RpcCallContext): Promise<StatusHistoryReply | null> {
    try {
      return await this.services.request(RPC.adminStatusHistory, {}, context);
    } catch {
      return null;
    }
  }
}
