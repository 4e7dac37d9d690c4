import { Controller, Headers, Inject, Param, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { API, RPC, STRIPE_SIGNATURE_HEADER, type PlanRequestAdminDto, type StripeWebhookReplyDto } from '@lieux/contracts';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiException } from '../http/api-exception.js';
import { isUuid } from '../http/uuid.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { StripeBilling } from './stripe-billing.js';

/** Stripe's webhook and the admins' plan requests (issue 10). */
@ApiTags('billing')
@Controller()
export class BillingController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(StripeBilling) private readonly billing: StripeBilling,
  ) {}

  @ApiRoute(API.billing.stripeWebhook, {
    summary: 'Webhook Stripe (signé) : checkout.session.completed → Pro, customer.subscription.deleted → Free',
    description:
      'Le corps brut est vérifié avec l’en-tête Stripe-Signature et STRIPE_WEBHOOK_SECRET ; une signature absente, fausse ou de plus de 5 minutes (rejeu) est refusée (400). Un événement déjà appliqué n’est pas rejoué (`duplicate: true`). 404 sans STRIPE_WEBHOOK_SECRET.',
  })
  async stripeWebhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers(STRIPE_SIGNATURE_HEADER) signature: string | undefined,
    @CallContext() context: RpcCallContext,
  ): Promise<StripeWebhookReplyDto> {
    if (!this.billing.webhookEnabled) throw new ApiException('billing_not_configured');
    const outcome = this.billing.verify(request.rawBody, signature);
    if (outcome.kind === 'invalid') throw new ApiException('stripe_signature_invalid');
    if (outcome.kind === 'ignored') return { received: true, duplicate: false };
    const { duplicate } = await this.services.request(RPC.authApplyStripeEvent, outcome.event, { ...context, actor: undefined });
    return { received: true, duplicate };
  }

  @ApiRoute(API.billing.planRequests, { summary: 'Les demandes de passage à Pro en attente (administrateurs)' })
  planRequests(@CallContext() context: RpcCallContext): Promise<PlanRequestAdminDto[]> {
    return this.services.request(RPC.authPlanRequestsList, {}, context);
  }

  @ApiRoute(API.billing.grantPlanRequest, { summary: 'Valider une demande : l’utilisateur passe à Pro (administrateurs)' })
  grantPlanRequest(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<PlanRequestAdminDto> {
    if (!isUuid(id)) throw new ApiException('plan_request_not_found');
    return this.services.request(RPC.authPlanRequestGrant, { requestId: id }, context);
  }
}
