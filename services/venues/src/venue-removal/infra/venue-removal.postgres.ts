import type { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_DELETED_VENUE_REASON, auditRecorded, type Actor, type VenueRemovalCause, type VenueStatus } from '@lieux/contracts';
import type { EventOutbox } from '@lieux/service-kit';

/** What a deletion needs of a venue. */
export interface RemovableVenue {
  id: string;
  slug: string;
  name: string;
  status: VenueStatus;
  ownerUserId: string | null;
}

/** Who deleted a venue, for `venue.deleted` and (an admin) the audit log. */
export type RemovalRecord = { cause: 'owner' | 'account-deleted' } | { cause: 'admin'; admin: Actor; reason: string };

/**
 * Plain SQL over `venues`, on the EntityManager it is given (a request's transaction, or the event's
 * with its inbox row). Deleting the row deletes what hangs on it (hours, photos' rows, verification,
 * documents' rows, search and map rows: `on delete cascade` and the triggers).
 */
export class PostgresVenueRemoval {
  private readonly s: string;

  constructor(
    private readonly em: EntityManager,
    private readonly outbox: EventOutbox,
  ) {
    this.s = String(em.config.get('schema') ?? 'venues');
  }

  /** The venue, locked until the transaction ends (two deletions of one venue wait on each other). */
  async lock(venueId: string): Promise<RemovableVenue | undefined> {
    const [venue] = await this.em.execute<RemovableVenue[]>(
      `select id, slug, name, status, owner_user_id as "ownerUserId" from "${this.s}".venues where id = ? for update`,
      [venueId],
    );
    return venue;
  }

  /** Deletes the row and tells the other services (`venue.deleted`), with the audit entry of an admin's deletion. */
  async delete(venue: RemovableVenue, record: RemovalRecord, at: Date): Promise<void> {
    await this.em.execute(`delete from "${this.s}".venues where id = ?`, [venue.id], 'run');
    this.outbox.add(this.em, 'venue.deleted', { venueId: venue.id, slug: venue.slug, ownerUserId: venue.ownerUserId, cause: record.cause satisfies VenueRemovalCause, deletedAt: at.toISOString() });
    if (record.cause === 'admin') {
      this.outbox.add(
        this.em,
        ...auditRecorded(record.admin, { action: 'venue.deleted', target: { type: 'venue', id: venue.id, label: venue.name }, before: { status: venue.status, slug: venue.slug }, after: null, reason: record.reason }, at),
      );
    }
  }

  /**
   * A deleted account's venues leave every public surface now (`rejected`, with the deletion as reason:
   * feeds, search, map, sitemap and favourites read approved venues only) and wait for `purgeAfter`.
   * A venue already waiting keeps its date, so a redelivered event changes nothing. Its goal goes at
   * once; an admin's id kept on venues they moderated is cleared.
   */
  async unpublishOwnedBy(userId: string, purgeAfter: Date, at: Date): Promise<number> {
    const rows = await this.em.execute<Array<{ id: string; slug: string }>>(
      `update "${this.s}".venues set status = 'rejected', rejection_reason = ?, purge_after = ?, updated_at = ?
       where owner_user_id = ? and purge_after is null returning id, slug`,
      [ACCOUNT_DELETED_VENUE_REASON, purgeAfter, at, userId],
    );
    for (const row of rows) {
      this.outbox.add(this.em, 'venue.unpublished', { venueId: row.id, slug: row.slug, ownerUserId: userId, purgeAfter: purgeAfter.toISOString(), unpublishedAt: at.toISOString() });
    }
    await this.em.execute(`delete from "${this.s}".merchant_goals where owner_user_id = ?`, [userId], 'run');
    await this.em.execute(`update "${this.s}".venues set moderated_by = null where moderated_by = ?`, [userId], 'run');
    await this.em.execute(`update "${this.s}".venue_verifications set decided_by = null where decided_by = ?`, [userId], 'run');
    return rows.length;
  }

  /** Venues whose grace period has ended, oldest first. */
  async dueBefore(now: Date, limit: number): Promise<string[]> {
    const rows = await this.em.execute<Array<{ id: string }>>(
      `select id from "${this.s}".venues where purge_after is not null and purge_after <= ? order by purge_after, id limit ?`,
      [now, limit],
    );
    return rows.map((row) => row.id);
  }
}
