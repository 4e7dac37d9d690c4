import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminStatsDto, CountByKeyDto } from '@lieux/contracts';
import type { DayCounts, StatsReadModel } from '../app/stats-read-model.js';
import { SCORE_BUCKETS, type StatsFact } from '../domain/stats-fact.js';

/** The tables of the read model, emptied and refilled together by a rebuild. */
export const STATS_TABLES = ['stats_users', 'stats_venues', 'stats_connections', 'stats_reports', 'stats_votes', 'venue_scores'] as const;

/** A timestamp's Moroccan day, and a Moroccan day's first instant, in SQL. */
const MOROCCO = `'Africa/Casablanca'`;
const dayOf = (column: string) => `(${column} at time zone ${MOROCCO})::date`;
const dayStart = (parameter: string) => `((${parameter})::date::timestamp at time zone ${MOROCCO})`;

/**
 * The read model in the admin schema. Each fact is one upsert keyed by its entity, ordered by the
 * event's own time (not the arrival): a copy or a late event leaves the row as the latest fact made it.
 * Writes go through the EntityManager given (the event's transaction, or the rebuild's).
 */
export class PostgresStatsReadModel implements StatsReadModel {
  private readonly schema: string;

  constructor(private readonly em: EntityManager) {
    this.schema = `"${em.config.get('schema') ?? 'admin'}"`;
  }

  async apply(fact: StatsFact): Promise<void> {
    const s = this.schema;
    switch (fact.kind) {
      case 'user-registered':
        return this.keepTime('stats_users', 'user_id', fact.userId, 'registered_at', fact.at, 'first');
      case 'user-deleted':
        await this.keepTime('stats_users', 'user_id', fact.userId, 'deleted_at', fact.at, 'first');
        // The person's votes stay in the day's counts, no longer tied to them (issue 30 §5, docs/admin.md):
        // one new random id for all of them (an uncorrelated subquery is evaluated once), so the
        // key (who, where, when) stays unique.
        return this.run(`update ${s}.stats_votes set user_id = (select gen_random_uuid()) where user_id = ?`, [fact.userId]);
      case 'venue-state':
        // The status, category and city of the latest event win; the creation time is kept once.
        return this.run(
          `insert into ${s}.stats_venues as kept (venue_id, created_at, status, category_id, city, state_at) values (?, ?, ?, ?, ?, ?)
           on conflict (venue_id) do update set
             created_at = coalesce(kept.created_at, excluded.created_at),
             status = case when excluded.state_at > kept.state_at or kept.status is null then excluded.status else kept.status end,
             category_id = case when excluded.state_at > kept.state_at or kept.category_id is null then excluded.category_id else kept.category_id end,
             city = case when excluded.state_at > kept.state_at then coalesce(excluded.city, kept.city) else coalesce(kept.city, excluded.city) end,
             state_at = greatest(kept.state_at, excluded.state_at)`,
          [fact.venueId, fact.created ? fact.at : null, fact.status, fact.categoryId, fact.city, fact.at],
        );
      // Deleted for good: out of every total, whatever arrives after (a row without its creation is never counted).
      case 'venue-deleted':
        return this.run(
          `insert into ${s}.stats_venues as kept (venue_id, deleted_at, state_at) values (?, ?, ?)
           on conflict (venue_id) do update set deleted_at = coalesce(kept.deleted_at, excluded.deleted_at)`,
          [fact.venueId, fact.at, fact.at],
        );
      // A connection can be made again after a removal: the latest of each time decides.
      case 'connection-created':
        return this.keepTime('stats_connections', 'connection_id', fact.connectionId, 'created_at', fact.at, 'latest');
      case 'connection-removed':
        return this.keepTime('stats_connections', 'connection_id', fact.connectionId, 'removed_at', fact.at, 'latest');
      case 'report-opened':
        return this.keepTime('stats_reports', 'report_id', fact.reportId, 'opened_at', fact.at, 'first');
      case 'report-closed':
        return this.keepTime('stats_reports', 'report_id', fact.reportId, 'closed_at', fact.at, 'first');
      case 'vote':
        return this.run(`insert into ${s}.stats_votes (user_id, venue_id, cast_at, value) values (?, ?, ?, ?) on conflict do nothing`, [
          fact.userId,
          fact.venueId,
          fact.at,
          fact.value,
        ]);
      case 'score':
        return this.run(
          `insert into ${s}.venue_scores as kept (venue_id, score, computed_at, scored) values (?, ?, ?, ?)
           on conflict (venue_id) do update set score = excluded.score, computed_at = excluded.computed_at, scored = excluded.scored
           where kept.computed_at < excluded.computed_at`,
          [fact.venueId, fact.score, fact.at, fact.scored],
        );
    }
  }

  async totals(): Promise<AdminStatsDto> {
    const s = this.schema;
    const [row] = await this.em.execute<
      Array<{ users: string; venues: string; pending: string; connections: string; reports: string; avg: string | null }>
    >(
      `select
         (select count(*) from ${s}.stats_users where registered_at is not null and deleted_at is null) as users,
         (select count(*) from ${s}.stats_venues where created_at is not null and deleted_at is null) as venues,
         (select count(*) from ${s}.stats_venues where created_at is not null and deleted_at is null and status = 'pending') as pending,
         (select count(*) from ${s}.stats_connections where created_at is not null and (removed_at is null or removed_at < created_at)) as connections,
         (select count(*) from ${s}.stats_reports where opened_at is not null and closed_at is null) as reports,
         (select round(avg(score), 1) from ${s}.venue_scores where scored and ${notDeleted(s)}) as avg`,
    );
    return {
      totalVenues: Number(row.venues),
      totalUsers: Number(row.users),
      totalConnections: Number(row.connections),
      avgScore: row.avg === null ? null : Number(row.avg),
      pendingApprovals: Number(row.pending),
      reportsCount: Number(row.reports),
    };
  }

  async daily(fromDay: string, toDay: string): Promise<DayCounts[]> {
    const s = this.schema;
    const within = (column: string) => `${column} >= ${dayStart('?')} and ${column} < ${dayStart('?::date + 1')}`;
    const rows = await this.em.execute<Array<{ day: string; kind: 'signups' | 'votes' | 'venues'; count: string }>>(
      `select ${dayOf('registered_at')}::text as day, 'signups' as kind, count(*) as count from ${s}.stats_users where ${within('registered_at')} group by 1
       union all
       select ${dayOf('created_at')}::text, 'venues', count(*) from ${s}.stats_venues where ${within('created_at')} group by 1
       union all
       select ${dayOf('cast_at')}::text, 'votes', count(*) from ${s}.stats_votes where value = 1 and ${within('cast_at')} group by 1`,
      [fromDay, toDay, fromDay, toDay, fromDay, toDay],
    );
    const days = new Map<string, DayCounts>();
    for (const { day, kind, count } of rows) {
      const entry = days.get(day) ?? { day, signups: 0, votes: 0, venues: 0 };
      entry[kind] = Number(count);
      days.set(day, entry);
    }
    return [...days.values()];
  }

  async venuesBy(field: 'city' | 'category'): Promise<CountByKeyDto[]> {
    const column = field === 'city' ? 'city' : 'category_id';
    const rows = await this.em.execute<Array<{ key: string; count: string }>>(
      `select coalesce(${column}, '') as key, count(*) as count from ${this.schema}.stats_venues
       where created_at is not null and deleted_at is null group by 1 order by count(*) desc, 1 asc`,
    );
    return rows.map(({ key, count }) => ({ key, count: Number(count) }));
  }

  async scoreBuckets(): Promise<CountByKeyDto[]> {
    const rows = await this.em.execute<Array<{ bucket: number; count: string }>>(
      `select least(floor(score / 10), 9)::int as bucket, count(*) as count from ${this.schema}.venue_scores where scored and ${notDeleted(this.schema)} group by 1`,
    );
    return rows.map(({ bucket, count }) => ({ key: SCORE_BUCKETS[bucket], count: Number(count) }));
  }

  async clear(): Promise<void> {
    for (const table of STATS_TABLES) {
      await this.run(`delete from ${this.schema}.${table}`, []);
    }
  }

  /**
   * Sets one time of an entity's row, made by whichever of its events comes first: `first` keeps the
   * time already there (a copy changes nothing), `latest` the later of the two.
   */
  private keepTime(table: string, key: string, id: string, column: string, at: Date, keep: 'first' | 'latest'): Promise<void> {
    const merged = keep === 'first' ? `coalesce(kept.${column}, excluded.${column})` : `greatest(kept.${column}, excluded.${column})`;
    return this.run(
      `insert into ${this.schema}.${table} as kept (${key}, ${column}) values (?, ?)
       on conflict (${key}) do update set ${column} = ${merged}`,
      [id, at],
    );
  }

  private async run(sql: string, params: unknown[]): Promise<void> {
    await this.em.execute(sql, params, 'run');
  }
}

/** A score's venue was not deleted (`venue_scores` keeps the last score of every venue it heard of). */
function notDeleted(schema: string): string {
  return `not exists (select 1 from ${schema}.stats_venues d where d.venue_id = venue_scores.venue_id and d.deleted_at is not null)`;
}
