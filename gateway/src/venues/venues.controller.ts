import { Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, NEXT_CURSOR_HEADER, RPC, TOTAL_COUNT_CAP, TOTAL_COUNT_HEADER, TOTAL_COUNT_MORE_HEADER, VISITOR_COOKIE, type PublicStatsDto, type VenueDetailDto, type VenueDto, type VenuePage } from '@lieux/contracts';
import { HomeFeedQueryDto, SearchVenuesQueryDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiException } from '../http/api-exception.js';
import { isUuid } from '../http/uuid.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { isRobot, isVisitorId, newVisitorId, VisitorCounter } from './visitor-counter.js';

const ONE_YEAR_S = 365 * 86_400;

const NEXT_PAGE_HEADER_DOCS = {
  [NEXT_CURSOR_HEADER]: {
    description: 'Le curseur de la page suivante, à renvoyer tel quel dans `?cursor=` ; absent sur la dernière page',
    schema: { type: 'string' as const },
  },
};

const TOTAL_HEADERS_DOCS = {
  ...NEXT_PAGE_HEADER_DOCS,
  [TOTAL_COUNT_HEADER]: {
    description: `Sur la première page : le nombre de lieux trouvés en tout, compté jusqu’à ${TOTAL_COUNT_CAP}`,
    schema: { type: 'string' as const },
  },
  [TOTAL_COUNT_MORE_HEADER]: {
    description: `\`true\` quand il y en a plus de ${TOTAL_COUNT_CAP} (le compte s’arrête là) ; absent sinon`,
    schema: { type: 'string' as const },
  },
};

/** The list as the body, the next page's cursor and the search's total in headers: the spec's calls answer arrays. */
function pageBody(reply: FastifyReply, page: VenuePage): VenueDto[] {
  if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  if (page.total) {
    void reply.header(TOTAL_COUNT_HEADER, String(page.total.count));
    if (page.total.more) void reply.header(TOTAL_COUNT_MORE_HEADER, 'true');
  }
  return page.venues;
}

/** Discovery's public reads (issue 7): thin — the venues service answers, the gateway counts visits. */
@ApiTags('venues')
@Controller()
export class VenuesController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(VisitorCounter) private readonly visitors: VisitorCounter,
  ) {}

  @ApiRoute(API.feed.home, {
    summary: 'Les lieux publiés, meilleur score d’abord (à égalité : les plus récents), par pages',
    description: 'Page suivante : `?cursor=` avec la valeur de l’en-tête `x-next-cursor`. La première page dit combien de lieux le fil compte (`x-total-count`). Réponse mise en cache par lieu : un vote ou un score la fait relire en arrière-plan (10 s de retard au plus), un lieu modifié, masqué ou supprimé la retire aussitôt.',
    responseHeaders: TOTAL_HEADERS_DOCS,
  })
  async homeFeed(@Query() query: HomeFeedQueryDto, @CallContext() context: RpcCallContext, @Res({ passthrough: true }) reply: FastifyReply): Promise<VenueDto[]> {
    const { cursor, limit } = query;
    return pageBody(reply, await this.services.request(RPC.venuesHomeFeed, { cursor, limit }, context));
  }

  @ApiRoute(API.venues.search, {
    summary: 'Chercher des lieux (sans accents ni casse, fautes tolérées), filtrer, trier, dans un rayon',
    description:
      'Sans `sort`, les meilleures correspondances d’abord quand `q` est donné, sinon le meilleur score. `sort=distance` et `radiusKm` demandent `lat` et `lng`. `open=now` : seulement les lieux ouverts à cet instant (heure du Maroc). Page suivante : `?cursor=` avec la valeur de l’en-tête `x-next-cursor`. La première page dit combien de lieux correspondent en tout (`x-total-count`).',
    responseHeaders: TOTAL_HEADERS_DOCS,
  })
  async search(@Query() query: SearchVenuesQueryDto, @CallContext() context: RpcCallContext, @Res({ passthrough: true }) reply: FastifyReply): Promise<VenueDto[]> {
    const { q, city, category, lat, lng, radiusKm, sort, minScore, open, cursor, limit } = query;
    const request = { q, city, category, lat, lng, radiusKm, sort, minScore, open, cursor, limit };
    return pageBody(reply, await this.services.request(RPC.venuesSearch, request, context));
  }

  @ApiRoute(API.places.show, {
    summary: 'La page d’un lieu : métriques, tags, réseaux, lieux similaires, visiteurs du mois',
    description: 'Un lieu en attente ou refusé n’est visible que de son propriétaire et des administrateurs ; sinon 404 « Lieu introuvable ».',
  })
  async show(@Param('slug') slug: string, @CallContext() context: RpcCallContext): Promise<VenueDetailDto> {
    const venue = await this.services.request(RPC.venuesShowPlace, { slug }, context);
    return { ...venue, visitorsThisMonth: await this.visitors.count(venue.id) };
  }

  @ApiRoute(API.places.visit, {
    summary: 'Compter une visite de la page d’un lieu (balise de la page ; robots ignorés)',
    description: `Pose au besoin le cookie \`${VISITOR_COOKIE}\` (identifiant anonyme aléatoire, HttpOnly, SameSite=Lax, un an) et compte le visiteur une fois par mois et par lieu.`,
  })
  async visit(@Param('id') id: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    if (!isUuid(id)) throw new ApiException('venue_not_found');
    if (isRobot(request.headers['user-agent'])) return;
    let visitorId = request.cookies?.[VISITOR_COOKIE];
    if (!isVisitorId(visitorId)) {
      visitorId = newVisitorId();
      void reply.setCookie(VISITOR_COOKIE, visitorId, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https', maxAge: ONE_YEAR_S });
    }
    await this.visitors.record(id, visitorId);
  }

  @ApiRoute(API.stats.public, { summary: 'Les chiffres de la page d’accueil : lieux publiés et notés, villes, votes' })
  stats(@CallContext() context: RpcCallContext): Promise<PublicStatsDto> {
    return this.services.request(RPC.venuesPublicStats, {}, context);
  }
}
