import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ConnectionStateV1, EventMap } from '@lieux/contracts';
import { OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import type { ScoringEnv } from '../../config/scoring.env.js';
import { enqueueVenueRecompute, type ScoresQueue } from '../../runs/infra/scores.queue.js';
import { SCORES_QUEUE_TOKEN, SCORING_ENV } from '../../runs/infra/scoring.tokens.js';

/**
 * A connection changed: scoring remembers which venues have connections (`tracked_connections`, the
 * daily run's list) and recomputes the venue within seconds. Each event is applied once (the kit's
 * inbox, in the event's transaction); the job is enqueued from inside it, which at worst (a rollback
 * after the enqueue) recomputes a venue once more — harmless, a computation reads the platforms anew.
 */
@Injectable()
export class ConnectionEventsHandler {
  constructor(
    @Inject(SCORES_QUEUE_TOKEN) private readonly queue: ScoresQueue,
    @Inject(SCORING_ENV) private readonly env: ScoringEnv,
  ) {}

  @OnEvent('connection.created')
  async onCreated(payload: EventMap['connection.created'], { em }: EventHandlerContext<'connection.created'>): Promise<void> {
    await this.track(em, payload, payload.connectedAt);
  }

  @OnEvent('connection.updated')
  async onUpdated(payload: EventMap['connection.updated'], { em }: EventHandlerContext<'connection.updated'>): Promise<void> {
    await this.track(em, payload, payload.updatedAt);
  }

  @OnEvent('connection.removed')
  async onRemoved(payload: EventMap['connection.removed'], { em }: EventHandlerContext<'connection.removed'>): Promise<void> {
    await em.execute(`delete from "${schemaOf(em)}".tracked_connections where connection_id = ?`, [payload.connectionId], 'run');
    await enqueueVenueRecompute(this.queue, payload.venueId, this.env.SCORE_RECOMPUTE_DELAY_MS);
  }

  /** The connection's last known state; an older event (redelivered late) does not overwrite a newer one. */
  private async track(em: EntityManager, state: ConnectionStateV1, at: string): Promise<void> {
    await em.execute(
      `insert into "${schemaOf(em)}".tracked_connections as t (connection_id, venue_id, provider, counts, changed_at) values (?, ?, ?, ?, ?)
       on conflict (connection_id) do update set venue_id = excluded.venue_id, provider = excluded.provider, counts = excluded.counts, changed_at = excluded.changed_at
       where t.changed_at <= excluded.changed_at`,
      [state.connectionId, state.venueId, state.provider, state.isActive && state.status === 'active', new Date(at)],
      'run',
    );
    await enqueueVenueRecompute(this.queue, state.venueId, this.env.SCORE_RECOMPUTE_DELAY_MS);
  }
}

function schemaOf(em: EntityManager): string {
  return String(em.config.get('schema'));
}
