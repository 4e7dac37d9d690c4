import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type Actor, type CastVoteRequest, type VenueOfActorRequest, type VoteReply } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { CastVoteUseCase, GetVoteUseCase } from '../app/vote.usecases.js';

@Controller()
export class VotesHandler {
  constructor(
    @Inject(CastVoteUseCase) private readonly castVote: CastVoteUseCase,
    @Inject(GetVoteUseCase) private readonly getVote: GetVoteUseCase,
  ) {}

  @RpcHandler(RPC.votesCast)
  cast(@Payload() request: CastVoteRequest, @CurrentActor() actor: Actor | undefined): Promise<VoteReply> {
    return this.castVote.execute(actor, request);
  }

  @RpcHandler(RPC.votesShow)
  show(@Payload() request: VenueOfActorRequest, @CurrentActor() actor: Actor | undefined): Promise<VoteReply> {
    return this.getVote.execute(actor, request);
  }
}
