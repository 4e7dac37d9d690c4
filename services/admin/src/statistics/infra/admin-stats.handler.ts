import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MikroORM } from '@mikro-orm/postgresql';
import { RPC, type Actor, type AdminAnalyticsDto, type AdminStatsDto, type AnalyticsRequest, type NoPayload, type StatsRebuildReply } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { AdminStatsQueries } from '../app/admin-stats.queries.js';
import { PostgresStatsReadModel } from './stats-read-model.postgres.js';
import { StatsRebuild } from './stats-rebuild.js';

/** `admin.stats.show`, `admin.analytics.show`, `admin.stats.rebuild`: admins only (checked in the use cases). */
@Controller()
export class AdminStatsHandler {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(StatsRebuild) private readonly rebuilder: StatsRebuild,
  ) {}

  @RpcHandler(RPC.adminStatsShow)
  show(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<AdminStatsDto> {
    return this.queries().show(actor);
  }

  @RpcHandler(RPC.adminAnalyticsShow)
  analytics(@Payload() request: AnalyticsRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminAnalyticsDto> {
    return this.queries().analytics(actor, request, new Date());
  }

  @RpcHandler(RPC.adminStatsRebuild)
  rebuild(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<StatsRebuildReply> {
    return this.rebuilder.rebuild(actor);
  }

  private queries(): AdminStatsQueries {
    return new AdminStatsQueries(new PostgresStatsReadModel(this.orm.em.fork()));
  }
}
