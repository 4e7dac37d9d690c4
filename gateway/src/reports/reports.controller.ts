import { Body, Controller, Inject, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { API, REPORTS_PER_USER_PER_HOUR, RPC, type ReportDto } from '@lieux/contracts';
import { CreateReportDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { refuseIfLimited } from '../auth/rate-limited.js';
import { ApiException } from '../http/api-exception.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { ReportQuota } from './report-quota.js';

/** Reporting a venue (issue 14): the gateway limits the rate; the admin service holds the rules. */
@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(ReportQuota) private readonly quota: ReportQuota,
  ) {}

  @ApiRoute(API.reports.create, {
    summary: 'Signaler un lieu (toute personne connectée)',
    description: `Personne n’est connecté : 401. Lieu inconnu ou non publié : 404 \`venue_not_found\`. Un signalement de ce lieu déjà ouvert par la même personne : 409 \`report_already_open\`. Plus de ${REPORTS_PER_USER_PER_HOUR} tentatives par heure : 429 \`report_rate_limited\` avec Retry-After.`,
  })
  async create(@Param('id') id: string, @Body() body: CreateReportDto, @CallContext() context: RpcCallContext, @Res({ passthrough: true }) reply: FastifyReply): Promise<ReportDto> {
    // The route's access (signed-in) answered 401 already; the check narrows the type.
    if (!context.actor) throw new ApiException('unauthenticated');
    refuseIfLimited(reply, await this.quota.take(context.actor.userId), 'report_rate_limited');
    return this.services.request(RPC.adminReportCreate, { venueId: id, reason: body.reason, ...(body.text !== undefined ? { text: body.text } : {}) }, context);
  }
}
