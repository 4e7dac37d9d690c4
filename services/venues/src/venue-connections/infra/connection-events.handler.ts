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
