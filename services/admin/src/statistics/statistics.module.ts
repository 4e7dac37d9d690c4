import { Module } from '@nestjs/common';
import { GetPlatformStatisticsUseCase } from './app/get-platform-statistics.usecase.js';
import { STATISTICS_REPOSITORY } from './app/statistics.repository.js';
import { DailyActivityEntity } from './infra/daily-activity.entity.js';
import { PlatformCounterEntity } from './infra/platform-counter.entity.js';
import { StatisticsEventsHandler } from './infra/statistics-events.handler.js';
import { MikroOrmStatisticsRepository } from './infra/statistics.repository.mikro-orm.js';

/**
 * Platform statistics for the admin dashboard (users, venues, average score, votes, daily activity):
 * a read model kept from the events `user.registered`, `venue.created`, `vote.cast` and `score.updated`. Its routes and screen
 * come with the admin issue.
 */
@Module({
  providers: [
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
