import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditRecorded, type AdminPage, type AdminVenueRow, type AdminVenuesRequest } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import type { AdminVenueRepository, ModeratedVenue, ModerationDecisionRecord } from '../app/admin-venue.repository.js';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An admin row; the reason only while the venue is rejected (an edit since sent it back to moderation). */
const ROW_COLUMNS = `v.id, v.slug, v.name, v.city, v.category_id as "categoryId", v.status, v.score, v.vote_count as votes,
  v.owner_user_id as "ownerUserId", case when v.status = 'rejected' then v.rejection_reason end as "rejectionReason",
  ${iso('v.moderated_at')} as "moderatedAt", ${iso('v.created_at')} as "createdAt", ${iso('v.updated_at')} as "updatedAt"`;

/** `%`, `_` and `\` typed in the search box are letters, not patterns. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Plain SQL over `venues`; decisions add `venue.moderated` and `audit.recorded` to the outbox in their transaction. */
@Injectable()
export class PostgresAdminVenueRepository implements AdminVenueRepository {
  private readonly s: string;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {
    this.s = String(em.config.get('schema') ?? 'venues');
  }

  async list(request: AdminVenuesRequest): Promise<AdminPage<AdminVenueRow>> {
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (request.q) {
      // search_key: lower-case and accent-free, so "fes" finds "Fès" (the slug is already both); the
      // stored keys and their trigram index (migration 20261204001000) find the rows that contain it.
      conditions.push(`(v.name_key like '%' || "${this.s}".search_key(?) || '%' or v.city_key like '%' || "${this.s}".search_key(?) || '%' or v.slug like '%' || "${this.s}".search_key(?) || '%')`);
      const pattern = likeEscaped(request.q);
      values.push(pattern, pattern, pattern);
    }
    if (request.status) {
      conditions.push('v.status = ?');
      values.push(request.status);
    }
    const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
    // One status: pending first is moot, newest first is the `venues_by_status` index read in order.
    const order = request.status ? 'v.created_at desc, v.id desc' : `(v.status = 'pending') desc, v.created_at desc, v.id desc`;
    const [total, items] = await Promise.all([
      this.total(request, where, values),
      this.em.execute<AdminVenueRow[]>(`select ${ROW_COLUMNS} from "${this.s}".venues v ${where} order by ${order} limit ? offset ?`, [
        ...values,
        request.pageSize,
        (request.page - 1) * request.pageSize,
      ]),
    ]);
    return { items: items.map(withNumbers), total, page: request.page, pageSize: request.pageSize };
  }

  /** Without a search, the counts the triggers keep per status (one row); with one, the matching rows counted. */
  private async total(request: AdminVenuesRequest, where: string, values: unknown[]): Promise<number> {
    const [{ total }] = request.q
      ? await this.em.execute<Array<{ total: number }>>(`select count(*)::int as total from "${this.s}".venues v ${where}`, values)
      : await this.em.execute<Array<{ total: number }>>(
          `select coalesce(sum(venues), 0)::int as total from "${this.s}".venue_status_counts${request.status ? ' where status = ?' : ''}`,
          request.status ? [request.status] : [],
        );
    return total;
  }

  async row(venueId: string): Promise<AdminVenueRow | undefined> {
    const [row] = await this.em.execute<AdminVenueRow[]>(`select ${ROW_COLUMNS} from "${this.s}".venues v where v.id = ?`, [venueId]);
    return row ? withNumbers(row) : undefined;
  }

  async moderate<Refusal extends string>(
    venueId: string,
    decide: (venue: ModeratedVenue) => ModerationDecisionRecord | { refused: Refusal },
  ): Promise<ModeratedVenue | { refused: Refusal } | undefined> {
    return this.em.transactional(async (em) => {
      const [venue] = await em.execute<ModeratedVenue[]>(
        `select id, slug, name, city, category_id as "categoryId", owner_user_id as "ownerUserId", status, rejection_reason as "rejectionReason"
         from "${this.s}".venues where id = ? for update`,
        [venueId],
      );
      if (!venue) return undefined;
      const decision = decide(venue);
      if ('refused' in decision) return decision;
      await em.execute(
        `update "${this.s}".venues set status = ?, rejection_reason = ?, moderated_at = ?, moderated_by = ?, updated_at = now() where id = ?`,
        [decision.status, decision.reason, decision.at, decision.admin.userId, venueId],
      );
      this.outbox.add(em, 'venue.moderated', {
        venueId,
        slug: venue.slug,
        name: venue.name,
        city: venue.city,
        categoryId: venue.categoryId,
        ownerUserId: venue.ownerUserId,
        status: decision.status,
        previousStatus: venue.status,
        reason: decision.reason,
        moderatedBy: decision.admin.userId,
        moderatedAt: decision.at.toISOString(),
      });
      this.outbox.add(
        em,
        ...auditRecorded(
          decision.admin,
          {
            action: decision.status === 'approved' ? 'venue.approved' : 'venue.rejected',
            target: { type: 'venue', id: venueId, label: venue.name },
            before: { status: venue.status },
            after: { status: decision.status },
            reason: decision.reason,
          },
          decision.at,
        ),
      );
      return { ...venue, status: decision.status, rejectionReason: decision.reason };
    });
  }
}

/** `real` comes back as a number already; `numeric`-free, but the driver may still hand strings for counts. */
function withNumbers(row: AdminVenueRow): AdminVenueRow {
  return { ...row, score: row.score === null ? null : Number(row.score), votes: Number(row.votes) };
}
