import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, DeleteVenueReply, DeleteVenueRequest } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize, EventOutbox } from '@lieux/service-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '../../photos/app/files.js';
import { purgeAfter, removalBy, venueFilePrefixes } from '../domain/venue-removal.js';
import { PostgresVenueRemoval, type RemovableVenue, type RemovalRecord } from '../infra/venue-removal.postgres.js';

/** The clock of deletions and of the grace period (tests move it). */
export const VENUE_REMOVAL_CLOCK = Symbol('VenueRemovalClock');
/** The grace period of a deleted account's venues, in days (`ACCOUNT_VENUES_GRACE_DAYS`). */
export const ACCOUNT_VENUES_GRACE_DAYS_TOKEN = Symbol('AccountVenuesGraceDays');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Venues deleted per round of the purge (the loop goes on until none is due). */
const PURGE_BATCH = 50;

/**
 * A venue's end (issue 30 §5, docs/merchant.md "Deleting a venue"): deleted for good by its owner or
 * an admin, or unpublished when its owner's account is deleted and purged after the grace period.
 * A deletion removes the venue's files from storage first, then the row with `venue.deleted` in one
 * transaction: a storage failure rolls it back and leaves the venue to try again.
 */
@Injectable()
export class VenueRemovalUseCases {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(VENUE_REMOVAL_CLOCK) private readonly now: () => Date,
    @Inject(ACCOUNT_VENUES_GRACE_DAYS_TOKEN) private readonly graceDays: number,
  ) {}

  /** `DELETE /api/venues/{id}` (its owner) and `POST /api/admin/venues/{id}/delete` (an admin, with a reason). */
  async deleteByActor(actor: Actor | undefined, request: DeleteVenueRequest): Promise<DeleteVenueReply> {
    const me = authorize(actor, ['merchant', 'admin']);
    const venueId = String(request.venueId ?? '').toLowerCase();
    if (!UUID.test(venueId)) throw new DomainException('venue_not_found');
    await this.em.transactional(async (em) => {
      const removal = new PostgresVenueRemoval(em, this.outbox);
      const venue = await removal.lock(venueId);
      if (!venue) throw new DomainException('venue_not_found');
      const decision = removalBy(me, venue, request.reason);
      if ('refused' in decision) throw new DomainException(decision.refused);
      const record: RemovalRecord = decision.cause === 'admin' ? { cause: 'admin', admin: me, reason: decision.reason ?? '' } : { cause: 'owner' };
      await this.deleteWithFiles(removal, venue, record);
    });
    return { venueId, deleted: true };
  }

  /** `user.deleted`: the account's venues leave the public surfaces now, in the event's transaction. */
  async unpublishAccount(em: EntityManager, userId: string): Promise<number> {
    const at = this.now();
    return new PostgresVenueRemoval(em, this.outbox).unpublishOwnedBy(userId, purgeAfter(at, this.graceDays), at);
  }

  /** Deletes every venue whose grace period has ended, one transaction each; resolves with how many. */
  async purgeDue(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const due = await new PostgresVenueRemoval(this.em.fork(), this.outbox).dueBefore(this.now(), PURGE_BATCH);
      for (const venueId of due) {
        const done = await this.em.fork().transactional(async (em) => {
          const removal = new PostgresVenueRemoval(em, this.outbox);
          const venue = await removal.lock(venueId);
          if (!venue) return false; // another replica took it
          await this.deleteWithFiles(removal, venue, { cause: 'account-deleted' });
          return true;
        });
        if (done) deleted += 1;
      }
      if (due.length < PURGE_BATCH) return deleted;
    }
  }

  private async deleteWithFiles(removal: PostgresVenueRemoval, venue: RemovableVenue, record: RemovalRecord): Promise<void> {
    for (const prefix of venueFilePrefixes(venue.id)) {
      for (const key of await this.storage.list(prefix)) await this.storage.delete(key);
    }
    await removal.delete(venue, record, this.now());
  }
}
