import { Body, Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, CONTACT_MESSAGES, RPC, type MessageDto } from '@lieux/contracts';
import { ContactDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { refuseIfLimited } from '../auth/rate-limited.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { ContactQuota } from './content-quotas.js';

/** The contact form and the GDPR request form: the admin service stores the message and mails support. */
@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(ContactQuota) private readonly quota: ContactQuota,
  ) {}

  @ApiRoute(API.contact.send, {
    summary: 'Envoyer un message au support (ou une demande RGPD avec subject=gdpr et requestType)',
    description: 'Au-delà de CONTACT_LIMIT_PER_IP_PER_HOUR messages par adresse IP et par heure : 429 `rate_limited` avec Retry-After.',
  })
  async send(
    @Body() body: ContactDto,
    @CallContext() context: RpcCallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageDto> {
    refuseIfLimited(reply, await this.quota.take(request.ip));
    const answer = { message: body.subject === 'gdpr' ? CONTACT_MESSAGES.gdprSent : CONTACT_MESSAGES.sent };
    // The honeypot: people never see the field, so whoever filled it is a bot. It is told "sent".
    if (body.website?.trim()) return answer;
    const { firstName, lastName, email, subject, message, requestType, locale } = body;
    await this.services.request(RPC.adminContactSubmit, { firstName, lastName, email, subject, message, requestType, locale }, context);
    return answer;
  }
}
