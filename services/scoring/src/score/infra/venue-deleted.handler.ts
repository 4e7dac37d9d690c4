import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventMap } from '@lieux/contracts';
import { OnEvent, type EventHandlerContext } from '@lieux/service-kit';

/** Every scoring table that keeps rows of a venue. */
const VENUE_TABLES = ['score_computations', 'venue_scores', 'score_history', 'platform_trust', 'score_flags', 'tracked_connections'] as const;

/**
 * A venue was deleted for good (issue 30 §5): its scores, history, trust memory, flags and tracked
 * connections are deleted, in the event's transaction, once (inbox); its id is kept in
 * `deleted_venues` so that a computation still queued for it saves nothing.
 */
@Injectable()
export class VenueDeletedHandler {
  @OnEvent('venue.deleted')
  async onVenueDeleted(payload: EventMap['venue.deleted'], { em }: EventHandlerContext<'venue.deleted'>): Promise<void> {
    const s = schemaOf(em);
    await em.execute(`insert into "${s}".deleted_venues (venue_id, deleted_at) values (?, ?) on conflict (venue_id) do nothing`, [payload.venueId, new Date(payload.deletedAt)], 'run');
    for (const table of VENUE_TABLES) await em.execute(`delete from "${s}".${table} where venue_id = ?`, [payload.venueId], 'run');
    await em.execute(`delete from "${s}".score_runs where kind = 'venue' and venue_id = ?`, [payload.venueId], 'run');
  }
}

function schemaOf(em: EntityManager): string {
  return String(em.config.get('schema'));
}
