import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConnectionStateV1, EventMap } from '@lieux/contracts';
import { EventOutbox, OnEvent, type EventHandlerContext } from '@lieux/service-kit';

/**
 * The venues read model of connections (issue 12): `venue_connections` holds the accounts that count
 * — switched on and in good standing — for the venue page's links, the workspace and the onboarding.
 * Each event is applied once (the kit's inbox, in the event's transaction). A row stands for one
 * connection id: a `connection.removed` of a replaced connection leaves the new one alone. A venue the
 * read model does not have (deleted since) has nothing to show: the insert selects it, or nothing.
 * Each change records `venue.connections-applied` in its transaction: the gateway drops the venue page
 * again once the read model shows it (the page may have been read and cached in between).
 *
 * Figures (issue 30): `connection.measured` keeps each platform's latest figures in
 * `venue_platform_figures` (an older reading arriving late changes nothing); after every change the
 * venue row's tile figures are computed again from the figures of the connections that count — so a
 * connection removed, switched off or "à reconnecter" takes its figures off the tiles at once.
 */
@Injectable()
export class ConnectionEventsHandler {
  private readonly outbox = new EventOutbox();

  @OnEvent('connection.created')
  async onCreated(payload: EventMap['connection.created'], { em }: EventHandlerContext<'connection.created'>): Promise<void> {
    await applyState(em, payload);
    this.told(em, payload);
  }

  @OnEvent('connection.updated')
  async onUpdated(payload: EventMap['connection.updated'], { em }: EventHandlerContext<'connection.updated'>): Promise<void> {
    await applyState(em, payload);
    this.told(em, payload);
  }

  @OnEvent('connection.removed')
  async onRemoved(payload: EventMap['connection.removed'], { em }: EventHandlerContext<'connection.removed'>): Promise<void> {
    const s = schemaOf(em);
    await em.execute(`delete from "${s}".venue_connections where venue_id = ? and provider = ? and (connection_id = ? or connection_id is null)`, [payload.venueId, payload.provider, payload.connectionId], 'run');
    await em.execute(`delete from "${s}".venue_platform_figures where venue_id = ? and provider = ? and connection_id = ?`, [payload.venueId, payload.provider, payload.connectionId], 'run');
    await refreshTileFigures(em, payload.venueId);
    this.told(em, payload);
  }

  @OnEvent('connection.measured')
  async onMeasured(payload: EventMap['connection.measured'], { em }: EventHandlerContext<'connection.measured'>): Promise<void> {
    const s = schemaOf(em);
    await em.execute(
      `insert into "${s}".venue_platform_figures (venue_id, provider, connection_id, followers, interactions_30d, rating, review_count, measured_at)
       select v.id, ?, ?, ?, ?, ?, ?, ? from "${s}".venues v where v.id = ?
       on conflict (venue_id, provider) do update set connection_id = excluded.connection_id, followers = excluded.followers,
         interactions_30d = excluded.interactions_30d, rating = excluded.rating, review_count = excluded.review_count, measured_at = excluded.measured_at
       where venue_platform_figures.connection_id <> excluded.connection_id or venue_platform_figures.measured_at <= excluded.measured_at`,
      [payload.provider, payload.connectionId, payload.followers, payload.interactions30d, payload.rating, payload.reviewCount, payload.measuredAt, payload.venueId],
      'run',
    );
    await refreshTileFigures(em, payload.venueId);
    this.told(em, payload);
  }

  private told(em: EntityManager, change: { venueId: string; provider: string }): void {
    this.outbox.add(em, 'venue.connections-applied', { venueId: change.venueId, provider: change.provider, appliedAt: new Date().toISOString() });
  }
}

function schemaOf(em: EntityManager): string {
  return String(em.config.get('schema'));
}

async function applyState(em: EntityManager, state: ConnectionStateV1): Promise<void> {
  await linkState(em, state);
  await refreshTileFigures(em, state.venueId);
}

/**
 * The venue row's tile figures from the figures of the connections that count (linked in
 * `venue_connections` with the same connection id): Google's rating and review count, Instagram's
 * followers, the followers and 30 days' interactions summed over the platforms, and the oldest date
 * among them ("au 27 nov." is true of every figure shown). Null where no counted account gives one.
 */
async function refreshTileFigures(em: EntityManager, venueId: string): Promise<void> {
  const s = schemaOf(em);
  await em.execute(
    `update "${s}".venues v set google_rating = f.google_rating, google_review_count = f.google_review_count, instagram_followers = f.instagram_followers,
       total_followers = f.total_followers, total_engagement = f.total_engagement, figures_measured_at = f.measured_at
     from (select max(p.rating) filter (where p.provider = 'google') as google_rating,
             max(p.review_count) filter (where p.provider = 'google') as google_review_count,
             max(p.followers) filter (where p.provider = 'instagram') as instagram_followers,
             sum(p.followers)::int as total_followers, sum(p.interactions_30d)::int as total_engagement, min(p.measured_at) as measured_at
           from "${s}".venue_platform_figures p
           join "${s}".venue_connections c on c.venue_id = p.venue_id and c.provider = p.provider and c.connection_id = p.connection_id
           where p.venue_id = ?) as f
     where v.id = ?`,
    [venueId, venueId],
    'run',
  );
}

async function linkState(em: EntityManager, state: ConnectionStateV1): Promise<void> {
  const s = schemaOf(em);
  if (!state.isActive || state.status !== 'active') {
    await em.execute(`delete from "${s}".venue_connections where venue_id = ? and provider = ?`, [state.venueId, state.provider], 'run');
    return;
  }
  await em.execute(
    `insert into "${s}".venue_connections (venue_id, provider, account_ref, connection_id, profile_url)
     select v.id, ?, left(?, 200), ?, ? from "${s}".venues v where v.id = ?
     on conflict (venue_id, provider) do update set account_ref = excluded.account_ref, connection_id = excluded.connection_id, profile_url = excluded.profile_url`,
    [state.provider, state.accountRef, state.connectionId, state.profileUrl, state.venueId],
    'run',
  );
}
