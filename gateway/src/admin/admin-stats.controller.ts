import { Controller, Inject, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, RPC, type AdminAnalyticsDto, type AdminStatsDto } from '@lieux/contracts';
import { AnalyticsQueryDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';

/**
 * The admin dashboard's numbers and the analytics tab, from the admin service's read model. Answered
 * live: the 60 s of the spec are the web client's cache, not the server's. Admins only, here and again
 * in the service.
 */
@ApiTags('admin')
@Controller()
export class AdminStatsController {
  constructor(@Inject(ServiceClient) private readonly services: ServiceClient) {}

  @ApiRoute(API.admin.stats, {
    summary: 'Les six chiffres du tableau de bord (administrateurs)',
    description: 'Lieux, comptes (moins les supprimés), connexions sociales actives, score moyen, lieux en attente, signalements ouverts : le modèle de lecture du service admin, tenu par les événements.',
  })
  stats(@CallContext() context: RpcCallContext): Promise<AdminStatsDto> {
    return this.services.request(RPC.adminStatsShow, {}, context);
  }

  @ApiRoute(API.admin.analytics, {
    summary: 'Inscriptions, votes et nouveaux lieux par jour (Maroc), lieux par ville et par catégorie, répartition des scores (administrateurs)',
  })
  analytics(@Query() query: AnalyticsQueryDto, @CallContext() context: RpcCallContext): Promise<AdminAnalyticsDto> {
    return this.services.request(RPC.adminAnalyticsShow, { days: query.days ?? 30 }, context);
  }
}
