import { Module } from '@nestjs/common';
import { GetPlatformStatisticsUseCase } from './app/get-platform-statistics.usecase.js';
import { STATISTICS_REPOSITORY } from './app/statistics.repository.js';
import { DailyActivityEntity } from './infra/daily-activity.entity.js';
import { PlatformCounterEntity } from './infra/platform-counter.entity.js';
import { AdminStatsHandler } from './infra/admin-stats.handler.js';
import { StatisticsEventsHandler } from './infra/statistics-events.handler.js';
import { StatsRebuild } from './infra/stats-rebuild.js';
import { MikroOrmStatisticsRepository } from './infra/statistics.repository.mikro-orm.js';

/**
 * Platform statistics for the admin dashboard (users, venues, average score, votes, daily activity):
 * a read model kept from the events (user.*, venue.*, connection.*, vote.cast, score.updated, report.*),
 * served to the admin console (`admin.stats.show`, `admin.analytics.show`) and rebuilt from the stream
 * (`admin.stats.rebuild`). docs/admin.md.
 */
@Module({
  controllers: [AdminStatsHandler],
  providers: [
    StatsRebuild,
    StatisticsEventsHandler,
    GetPlatformStatisticsUseCase,
    { provide: STATISTICS_REPOSITORY, useClass: MikroOrmStatisticsRepository },
  ],
  exports: [GetPlatformStatisticsUseCase],
})
export class StatisticsModule {
  /** The tables this feature maps; the service's ORM is opened with every feature's entities. */
  static readonly entities = [PlatformCounterEntity, DailyActivityEntity];
}
