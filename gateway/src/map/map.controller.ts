import { Controller, Inject, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { API, RPC, type MapConfigDto, type MapVenuesDto } from '@lieux/contracts';
import { MapVenuesQueryDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';

export const MAP_CONFIG = Symbol('MapConfig');

/** The map (issue 27, docs/map.md): its tiles from the configuration, its venues from the venues service. */
@ApiTags('map')
@Controller()
export class MapController {
  constructor(
    @Inject(MAP_CONFIG) private readonly config: MapConfigDto,
    @Inject(ServiceClient) private readonly services: ServiceClient,
  ) {}

  @ApiRoute(API.map.config, {
    summary: 'Les tuiles de la carte (modèle d’URL, crédit, zoom maximal), depuis la configuration',
    description: 'Sans tuiles configurées (`tileUrl` vide), la carte montre le fond hors ligne (Natural Earth) seul.',
  })
  configuration(@Res({ passthrough: true }) reply: FastifyReply): MapConfigDto {
    // Settings change only with a deployment: browsers and proxies may keep them five minutes.
    void reply.header('cache-control', 'public, max-age=300');
    return this.config;
  }

  @ApiRoute(API.map.venues, {
    summary: 'Les lieux de la zone visible qui correspondent aux filtres de la recherche, groupés pour le zoom',
    description:
      'Un groupe (`clusters`) donne son nombre de lieux, son centre et la zone où zoomer ; un lieu seul dans sa cellule est dans `venues`. Les filtres sont ceux de `GET /api/venues` ; pagination et tri ne s’appliquent pas. Réponse mise en cache, invalidée par les événements des lieux.',
  })
  venues(@Query() query: MapVenuesQueryDto, @CallContext() context: RpcCallContext): Promise<MapVenuesDto> {
    const { sort: _sort, cursor: _cursor, limit: _limit, ...request } = query;
    return this.services.request(RPC.venuesMap, request, context);
  }
}
