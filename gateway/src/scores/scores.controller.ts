import { Controller, Inject, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, RPC, SCORE_STALE_AFTER_HOURS, type ScoreBreakdownDto, type ScoreFlagDto, type ScoreRunProgressDto, type StaleScoreDto } from '@lieux/contracts';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';

/**
 * The influence score at the edge (issue 13): thin — the venues service says which venue a slug
 * names and whether the actor may see it (the venue page's rule), the scoring service answers the
 * rest. Admins' routes are checked here (their contract's `access`) and again in the scoring service.
 */
@ApiTags('scores')
@Controller()
export class ScoresController {
  constructor(@Inject(ServiceClient) private readonly services: ServiceClient) {}

  @ApiRoute(API.places.score, {
    summary: '« Pourquoi ce score ? » : la contribution de chaque plateforme, la version de la formule, l’heure du calcul et 90 jours d’historique',
    description:
      'Visible comme la page du lieu : un lieu inconnu, en attente ou refusé répond 404 « Lieu introuvable », sauf à son propriétaire et aux administrateurs. `state` not-scored : aucune connexion comptée, le score n’est pas une note. Réponse mise en cache, invalidée par score.updated et venue.*.',
  })
  async breakdown(@Param('slug') slug: string, @CallContext() context: RpcCallContext): Promise<ScoreBreakdownDto> {
    const { venueId } = await this.services.request(RPC.venuesResolvePlace, { slug }, context);
    return this.services.request(RPC.scoringBreakdown, { venueId }, context);
  }

  @ApiRoute(API.adminScores.run, { summary: 'Le calcul quotidien des scores : lieux faits / total, lots en échec (administrateurs)' })
  run(@CallContext() context: RpcCallContext): Promise<ScoreRunProgressDto> {
    return this.services.request(RPC.scoringRunProgress, {}, context);
  }

  @ApiRoute(API.adminScores.stale, { summary: `Les lieux dont le score a plus de ${SCORE_STALE_AFTER_HOURS} h, ou jamais calculé (administrateurs)` })
  stale(@CallContext() context: RpcCallContext): Promise<StaleScoreDto[]> {
    return this.services.request(RPC.scoringStale, {}, context);
  }

  @ApiRoute(API.adminScores.flags, { summary: 'Croissances retenues et engagements invraisemblables signalés par le calcul (administrateurs)' })
  flags(@CallContext() context: RpcCallContext): Promise<ScoreFlagDto[]> {
    return this.services.request(RPC.scoringFlags, {}, context);
  }
}
