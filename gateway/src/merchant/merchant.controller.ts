import { Body, Controller, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Logger } from 'pino';
import {
  API,
  DEFAULT_STATS_PERIOD,
  MERCHANT_MESSAGES,
  PRO_PRICE_EUR_PER_MONTH,
  RPC,
  VENUE_DELETED_MESSAGE,
  canCreateVenue,
  planVenueLimit,
  type MerchantStatsDto,
  type MessageDto,
  type MerchantVenueDto,
  type OnboardingDto,
  type PlanDto,
  type TagDto,
  type UpgradeResultDto,
  type WeeklyGoalDto,
} from '@lieux/contracts';
import { CreateVenueDto, MerchantStatsQueryDto, SetWeeklyGoalDto, UpdateVenueDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { StripeBilling } from '../billing/stripe-billing.js';
import { ApiException } from '../http/api-exception.js';
import { isUuid } from '../http/uuid.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { VisitorCounter } from '../venues/visitor-counter.js';
import { withVisitors } from './merchant-stats.visitors.js';
import { withScoreHistory } from './merchant-stats.score-history.js';

export const MERCHANT_LOGGER = Symbol('MerchantLogger');

/** A venue id of the path, or 404 before any request leaves. */
function venueId(id: string): string {
  if (!isUuid(id)) throw new ApiException('venue_not_found');
  return id;
}

/**
 * The merchant workspace (issue 10): thin — the venues service owns venues, limits and figures, the
 * auth service plan requests; the gateway adds the visitors it counts and opens Stripe Checkout.
 */
@ApiTags('merchant')
@Controller()
export class MerchantController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(VisitorCounter) private readonly visitors: VisitorCounter,
    @Inject(StripeBilling) private readonly billing: StripeBilling,
    @Inject(MERCHANT_LOGGER) private readonly logger: Logger,
  ) {}

  @ApiRoute(API.merchantVenues.create, {
    summary: 'Créer un lieu (commerçant connecté) : en attente de modération',
    description:
      'Le slug est dérivé du nom (minuscules, sans accents, sans caractères spéciaux, espaces en tirets), rendu unique par -2, -3… ; le propriétaire est l’utilisateur connecté, quel que soit `ownerUserId`. 403 `venue_limit_reached` au-delà de l’offre (Free 1, Pro 5).',
  })
  create(@Body() body: CreateVenueDto, @CallContext() context: RpcCallContext): Promise<MerchantVenueDto> {
    const { name, nameAr, nameEn, categoryId, address, city, country, phone, website, whatsapp, description, descriptionAr, descriptionEn, latitude, longitude, tags, openingHours, alwaysOpen, specialHours } = body;
    return this.services.request(
      RPC.venuesCreate,
      { name, nameAr, nameEn, categoryId, address, city, country, phone, website, whatsapp, description, descriptionAr, descriptionEn, latitude, longitude, tags, openingHours, alwaysOpen, specialHours },
      context,
    );
  }

  @ApiRoute(API.merchantVenues.update, {
    summary: 'Modifier un lieu (son propriétaire ou un administrateur)',
    description:
      'Seuls les champs donnés changent. Changer le nom (ou ses versions arabe et anglaise), la catégorie, l’adresse, la ville ou la position d’un lieu publié le renvoie en modération ; la description, le contact, les tags et les horaires non. 403 `venue_not_owned` pour le lieu d’un autre.',
  })
  update(@Param('id') id: string, @Body() body: UpdateVenueDto, @CallContext() context: RpcCallContext): Promise<MerchantVenueDto> {
    return this.services.request(RPC.venuesUpdate, { venueId: venueId(id), changes: { ...body } }, context);
  }

  @ApiRoute(API.merchantVenues.remove, {
    summary: 'Supprimer définitivement un de mes lieux',
    description:
      'Le lieu, ses horaires, ses photos et ses documents sont supprimés (stockage compris) ; ses connexions sont révoquées auprès des plateformes et supprimées. 403 `venue_not_owned` pour le lieu d’un autre ; un administrateur passe par `POST /api/admin/venues/{id}/delete`, avec un motif.',
  })
  async remove(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<MessageDto> {
    await this.services.request(RPC.venuesDelete, { venueId: venueId(id) }, context);
    return { message: VENUE_DELETED_MESSAGE };
  }

  @ApiRoute(API.merchantVenues.list, { summary: 'Mes lieux, tous statuts, avec métriques, score et horaires' })
  list(@CallContext() context: RpcCallContext): Promise<MerchantVenueDto[]> {
    return this.services.request(RPC.venuesMerchantList, {}, context);
  }

  @ApiRoute(API.merchantVenues.show, { summary: 'Un de mes lieux (écran de modification)' })
  show(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<MerchantVenueDto> {
    return this.services.request(RPC.venuesMerchantShow, { venueId: venueId(id) }, context);
  }

  @ApiRoute(API.merchant.stats, {
    summary: 'Mes chiffres réels : visiteurs distincts, votes, abonnés, interactions, avec la période précédente ; séries par jour',
    description: 'Rien n’est inventé : null où il n’y a pas de donnée. L’historique du score (un point par jour, le dernier calcul du jour) vient du calcul des scores, comme celui de « Pourquoi ce score ? ».',
  })
  async stats(@Query() query: MerchantStatsQueryDto, @CallContext() context: RpcCallContext): Promise<MerchantStatsDto> {
    const stats = await this.services.request(RPC.venuesMerchantStats, { days: query.days ?? DEFAULT_STATS_PERIOD, ...(query.venueId ? { venueId: query.venueId } : {}) }, context);
    return withScoreHistory(await withVisitors(stats, this.visitors), this.services, context, this.logger);
  }

  @ApiRoute(API.merchant.onboarding, { summary: 'Les étapes de l’onboarding, calculées par le serveur' })
  onboarding(@CallContext() context: RpcCallContext): Promise<OnboardingDto> {
    return this.services.request(RPC.venuesMerchantOnboarding, {}, context);
  }

  @ApiRoute(API.merchant.setGoal, { summary: 'Fixer mon objectif hebdomadaire de votes (null : objectif calculé)' })
  setGoal(@Body() body: SetWeeklyGoalDto, @CallContext() context: RpcCallContext): Promise<WeeklyGoalDto> {
    return this.services.request(RPC.venuesMerchantSetGoal, { target: body.target ?? null }, context);
  }

  @ApiRoute(API.merchant.plan, { summary: 'Mon offre : limite de lieux, lieux utilisés, demande de passage à Pro en attente' })
  async plan(@CallContext() context: RpcCallContext): Promise<PlanDto> {
    const plan = context.actor?.plan ?? 'free';
    const [{ used }, { request }] = await Promise.all([
      this.services.request(RPC.venuesPlanUsage, {}, context),
      this.services.request(RPC.authPlanRequestShowOwn, {}, context),
    ]);
    const limit = planVenueLimit(plan);
    return {
      plan,
      limit,
      used,
      remaining: Math.max(0, limit - used),
      canCreateVenue: context.actor?.role === 'admin' || canCreateVenue(plan, used),
      pendingRequest: request,
      billing: this.billing.mode,
      proPriceEurPerMonth: PRO_PRICE_EUR_PER_MONTH,
    };
  }

  @ApiRoute(API.merchant.upgrade, {
    summary: 'Passer à Pro : Stripe Checkout quand le paiement est configuré, sinon une demande validée par un administrateur',
    description: 'Ne change jamais l’offre à lui seul : le webhook Stripe signé ou un administrateur le fait.',
  })
  async upgrade(@CallContext() context: RpcCallContext): Promise<UpgradeResultDto> {
    if (this.billing.mode === 'manual') {
      const request = await this.services.request(RPC.authPlanRequestCreate, {}, context);
      return { outcome: 'pending', checkoutUrl: null, request, message: MERCHANT_MESSAGES.upgradeRequested };
    }
    if (context.actor?.plan === 'pro') throw new ApiException('already_pro');
    let checkoutUrl: string;
    try {
      checkoutUrl = await this.billing.checkoutUrl(context.actor?.userId ?? '');
    } catch {
      throw new ApiException('checkout_unavailable');
    }
    return { outcome: 'checkout', checkoutUrl, request: null, message: MERCHANT_MESSAGES.checkoutOpened };
  }

  @ApiRoute(API.tags.list, { summary: 'Tous les tags (suggestions de l’écran de contenu)' })
  tags(@CallContext() context: RpcCallContext): Promise<TagDto[]> {
    return this.services.request(RPC.venuesTagsList, {}, context);
  }
}
