import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RPC,
  type Actor,
  type NoPayload,
  type ScoreBreakdownDto,
  type ScoreBreakdownRequest,
  type ScoreFlagDto,
  type ScoreHistoriesReply,
  type ScoreHistoriesRequest,
  type ScoreRunProgressDto,
  type ScoringAdminListRequest,
  type StaleScoreDto,
} from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { ScoreQueriesUseCases } from '../app/score-queries.usecases.js';

/** The scoring service's NATS requests: each one use case, with the actor the gateway sent. */
@Controller()
export class ScoreHandler {
  constructor(@Inject(ScoreQueriesUseCases) private readonly scores: ScoreQueriesUseCases) {}

  @RpcHandler(RPC.scoringBreakdown)
  breakdown(@Payload() request: ScoreBreakdownRequest): Promise<ScoreBreakdownDto> {
    return this.scores.breakdown(request);
  }

  @RpcHandler(RPC.scoringHistories)
  histories(@Payload() request: ScoreHistoriesRequest): Promise<ScoreHistoriesReply> {
    return this.scores.histories(request);
  }

  @RpcHandler(RPC.scoringRunProgress)
  progress(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<ScoreRunProgressDto> {
    return this.scores.progress(actor);
  }

  @RpcHandler(RPC.scoringStale)
  stale(@Payload() request: ScoringAdminListRequest, @CurrentActor() actor: Actor | undefined): Promise<StaleScoreDto[]> {
    return this.scores.stale(actor, request);
  }

  @RpcHandler(RPC.scoringFlags)
  flags(@Payload() request: ScoringAdminListRequest, @CurrentActor() actor: Actor | undefined): Promise<ScoreFlagDto[]> {
    return this.scores.flags(actor, request);
  }
}
