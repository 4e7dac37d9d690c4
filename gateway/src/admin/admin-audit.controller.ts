import { Controller, Inject, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminPageOf, API, RPC, type AuditPageDto } from '@lieux/contracts';
import { AuditQueryDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { summaryOf, userSummaries } from './user-summaries.js';

/** The audit log of admin actions: read-only (no route changes it), newest first, its actors named. */
@ApiTags('admin')
@Controller()
export class AdminAuditController {
  constructor(@Inject(ServiceClient) private readonly services: ServiceClient) {}

  @ApiRoute(API.admin.audit, {
    summary: 'Le journal des actions des administrateurs, du plus récent au plus ancien (administrateurs)',
    description: 'Filtres : action, type et id de cible, auteur, jours de début et de fin inclus (heure du Maroc). Le journal ne se modifie ni ne s’efface.',
  })
  async audit(@Query() query: AuditQueryDto, @CallContext() context: RpcCallContext): Promise<AuditPageDto> {
    const page = await this.services.request(RPC.adminAuditList, { ...query, ...adminPageOf(query) }, context);
    const actors = await userSummaries(this.services, page.items.map((entry) => entry.actorUserId), context);
    return { ...page, items: page.items.map((entry) => ({ ...entry, actor: summaryOf(actors, entry.actorUserId) })) };
  }
}
