import { Body, Controller, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, RPC, type FavoriteReply, type VenueDto, type VoteReply } from '@lieux/contracts';
import { CastVoteDto } from '@lieux/contracts/dto';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { refuseIfLimited } from '../auth/rate-limited.js';
import { ApiException } from '../http/api-exception.js';
import { ApiRoute } from '../http/api-route.decorator.js';
import { OwnWriteQuotas } from '../limits/write-quota.guard.js';
import { SessionSignIn } from '../session/session-sign-in.js';
import { VoteQuotas } from './vote-quotas.js';

const SIGNED_OUT = 'Personne n’est connecté : 401 avec le message du bouton de vote.';

/**
 * Votes and favourites (issue 8): thin — the votes service holds the rules (one vote per person
 * and venue, the new-account allowance, public venues only); the gateway says who asks, limits the
 * rate, and passes on when the account was opened and whether its e-mail is confirmed (from the
 * session it keeps; a session from before confirmations existed is of an account confirmed since).
 */
@ApiTags('votes')
@Controller()
export class VotesController {
  constructor(
    @Inject(ServiceClient) private readonly services: ServiceClient,
    @Inject(SessionSignIn) private readonly sessions: SessionSignIn,
    @Inject(VoteQuotas) private readonly quotas: VoteQuotas,
  ) {}

  @ApiRoute(API.votes.show, { summary: 'Mon vote pour ce lieu : 1 voté, 0 sinon', description: `${SIGNED_OUT} Lieu inconnu ou non publié : 404.` })
  show(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<VoteReply> {
    if (!context.actor) throw new ApiException('vote_sign_in_required');
    return this.services.request(RPC.votesShow, { venueId: id }, context);
  }

  @ApiRoute(API.votes.cast, {
    summary: 'Voter (value 1) ou retirer son vote (value 0) ; la même valeur deux fois ne change rien',
    description: `${SIGNED_OUT} Lieu inconnu ou non publié : 404. Trop de votes (par personne, par adresse IP, par minute) : 429 avec Retry-After. Un compte de moins de quelques minutes ne vote que pour quelques lieux : 403 \`vote_account_too_new\` au-delà (docs/votes.md).`,
  })
  @OwnWriteQuotas()
  async cast(
    @Param('id') id: string,
    @Body() body: CastVoteDto,
    @CallContext() context: RpcCallContext,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VoteReply> {
    if (!context.actor) throw new ApiException('vote_sign_in_required');
    // Both Redis reads at once: the vote's round trip is what the benchmark holds to 30 ms.
    const [retryAfter, user] = await Promise.all([this.quotas.take(context.actor.userId, request.ip), this.sessions.userOf(request)]);
    refuseIfLimited(reply, retryAfter, 'votes_rate_limited');
    if (!user) throw new ApiException('vote_sign_in_required');
    return this.services.request(RPC.votesCast, { venueId: id, value: body.value, accountCreatedAt: user.createdAt, emailConfirmed: user.emailConfirmed !== false }, context);
  }

  @ApiRoute(API.favorites.show, { summary: 'Ce lieu est-il dans mes favoris ?' })
  showFavorite(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<FavoriteReply> {
    if (!context.actor) throw new ApiException('favorite_sign_in_required');
    return this.services.request(RPC.favoritesShow, { venueId: id }, context);
  }

  @ApiRoute(API.favorites.add, { summary: 'Ajouter ce lieu à mes favoris (deux fois : un seul favori)', description: 'Lieu inconnu ou non publié : 404.' })
  addFavorite(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<FavoriteReply> {
    if (!context.actor) throw new ApiException('favorite_sign_in_required');
    return this.services.request(RPC.favoritesAdd, { venueId: id }, context);
  }

  @ApiRoute(API.favorites.remove, { summary: 'Retirer ce lieu de mes favoris' })
  removeFavorite(@Param('id') id: string, @CallContext() context: RpcCallContext): Promise<FavoriteReply> {
    if (!context.actor) throw new ApiException('favorite_sign_in_required');
    return this.services.request(RPC.favoritesRemove, { venueId: id }, context);
  }

  @ApiRoute(API.favorites.list, { summary: 'Mes favoris : les lieux publiés, le plus récent d’abord (200 au plus)' })
  listFavorites(@CallContext() context: RpcCallContext, @Res({ passthrough: true }) reply: FastifyReply): Promise<VenueDto[]> {
    if (!context.actor) throw new ApiException('favorite_sign_in_required');
    void reply.header('cache-control', 'no-store');
    return this.services.request(RPC.favoritesList, {}, context);
  }
}
