import { Module } from '@nestjs/common';
import { AdminStatsHandler } from './infra/admin-stats.handler.js';
import { StatisticsEventsHandler } from './infra/statistics-events.handler.js';
import { StatsRebuild } from './infra/stats-rebuild.js';

/**
 * Platform statistics for the admin console (users, venues, connections, average score, reports, daily
 * activity): a read model keyed by entity, kept from the events (user.*, venue.*, connection.*,
 * vote.cast, score.updated, report.*), served to the admin console (`admin.stats.show`,
 * `admin.analytics.show`) and rebuilt from the stream (`admin.stats.rebuild`). docs/admin.md.
 * It maps no entity: the read model is written and read with SQL (stats-read-model.postgres.ts).
 */
@Module({
  controllers: [AdminStatsHandler],
  providers: [StatsRebuild, StatisticsEventsHandler],
})
export class StatisticsModule {}
