import { Body, Controller, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminPageOf, API, RPC, VENUE_DELETED_MESSAGE, type AdminVenueDto, type AdminVenueRow, type AdminVenuesPageDto, type MessageDto } from '@lieux/contracts';
import { AdminVenuesQueryDto, DeleteVenueDto, RejectVenueDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { uuidOr404 } from '../http/uuid.js';
import { summaryOf, userSummaries } from './user-summaries.js';

/**
 * The admin console's venues tab (issue 14): the venues service lists and decides, the auth service
 * names the owners (one lookup per page). Admins only, here and again in the services.
 */
@ApiTags('admin')
@Controller()
export class AdminVenuesController {
  constructor(@Inject(ServiceClient) private readonly services: ServiceClient) {}

  @ApiRoute(API.admin.venues, {
    summary: 'Tous les lieux : en attente d’abord, puis les plus récents (administrateurs)',
    description: 'Recherche `q` dans le nom, la ville et le slug, sans tenir compte des accents ni de la casse ; filtre `status` ; pages de 8 par défaut.',
  })
  async list(@Query() query: AdminVenuesQueryDto, @CallContext() context: RpcCallContext): Promise<AdminVenuesPageDto> {
    const page = await this.services.request(
      RPC.venuesAdminList,
      { ...adminPageOf(query), ...(query.q ? { q: query.q } : {}), ...(query.status ? { status: query.status } : {}) },
      context,
    );
    const owners = await userSummaries(this.services, page.items.map((item) => item.ownerUserId), context);
    return { ...page, items: page.items.map((item) => withOwner(item, owners)) };
  }

  @ApiRoute(API.admin.approveVenue, {
    summary: 'Approuver un lieu (administrateurs) : il apparaît dans les classements et la recherche',
    description: 'Un lieu déjà approuvé : 409 `venue_already_approved`. Le commerçant est prévenu par e-mail ; l’action entre au journal d’audit.',
  })
  approve(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<AdminVenueDto> {
    return this.moderate(id, 'approve', undefined, context);
  }

  @ApiRoute(API.admin.rejectVenue, {
    summary: 'Refuser un lieu (administrateurs) : il quitte les classements et la recherche',
    description: 'Corps facultatif : `reason` (5 à 500 caractères) est montré au commerçant (e-mail et tableau de bord). Un lieu déjà refusé : 409 `venue_already_rejected`.',
  })
  reject(@Param('id') id: string, @Body() body: RejectVenueDto | undefined, @CallContext() context: RpcCallContext): Promise<AdminVenueDto> {
    return this.moderate(id, 'reject', body?.reason, context);
  }

  @ApiRoute(API.admin.deleteVenue, {
    summary: 'Supprimer un lieu définitivement (administrateurs), avec un motif',
    description:
      '`reason` (5 à 500 caractères) est obligatoire et gardé au journal d’audit. Le lieu, ses horaires, ses photos et ses documents sont supprimés (stockage compris) ; `venue.deleted` fait révoquer et supprimer ses connexions, ses favoris et ses scores.',
  })
  async delete(@Param('id') id: string, @Body() body: DeleteVenueDto, @CallContext() context: RpcCallContext): Promise<MessageDto> {
    await this.services.request(RPC.venuesDelete, { venueId: uuidOr404(id, 'venue_not_found'), reason: body.reason }, context);
    return { message: VENUE_DELETED_MESSAGE };
  }

  private async moderate(id: string, decision: 'approve' | 'reject', reason: string | undefined, context: RpcCallContext): Promise<AdminVenueDto> {
    const row = await this.services.request(RPC.venuesAdminModerate, { venueId: uuidOr404(id, 'venue_not_found'), decision, ...(reason !== undefined ? { reason } : {}) }, context);
    return withOwner(row, await userSummaries(this.services, [row.ownerUserId], context));
  }
}

function withOwner({ ownerUserId, ...row }: AdminVenueRow, owners: Parameters<typeof summaryOf>[0]): AdminVenueDto {
  return { ...row, owner: summaryOf(owners, ownerUserId) };
}
