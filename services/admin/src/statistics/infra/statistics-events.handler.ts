import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventMap } from '@lieux/contracts';
import { OnEvent, PermanentEventError, type EventHandlerContext } from '@lieux/service-kit';
import { statsFactOf, type StatsSubject } from '../domain/stats-fact.js';
import { PostgresStatsReadModel } from './stats-read-model.postgres.js';

/**
 * The statistics' read model is fed by the other services' events: each is applied once (the kit's
 * inbox), in the event's own transaction, as a fact keyed by its entity (stats-fact.ts) — the
 * rebuild applies the same facts. An event the domain refuses (a timestamp that is not one, a score
 * outside 0–100) will never be counted: it is dead-lettered at once, not retried.
 */
@Injectable()
export class StatisticsEventsHandler {
  @OnEvent('user.registered')
  async onUserRegistered(payload: EventMap['user.registered'], { em }: EventHandlerContext<'user.registered'>): Promise<void> {
    await applyFact(em, 'user.registered', payload);
  }

  @OnEvent('venue.created')
  async onVenueCreated(payload: EventMap['venue.created'], { em }: EventHandlerContext<'venue.created'>): Promise<void> {
    await applyFact(em, 'venue.created', payload);
  }

  @OnEvent('vote.cast')
  async onVoteCast(payload: EventMap['vote.cast'], { em }: EventHandlerContext<'vote.cast'>): Promise<void> {
    await applyFact(em, 'vote.cast', payload);
  }

  @OnEvent('score.updated')
  async onScoreUpdated(payload: EventMap['score.updated'], { em }: EventHandlerContext<'score.updated'>): Promise<void> {
    await applyFact(em, 'score.updated', payload);
  }

  @OnEvent('user.deleted')
  async onUserDeleted(payload: EventMap['user.deleted'], { em }: EventHandlerContext<'user.deleted'>): Promise<void> {
    await applyFact(em, 'user.deleted', payload);
  }

  @OnEvent('venue.updated')
  async onVenueUpdated(payload: EventMap['venue.updated'], { em }: EventHandlerContext<'venue.updated'>): Promise<void> {
    await applyFact(em, 'venue.updated', payload);
  }

  @OnEvent('venue.moderated')
  async onVenueModerated(payload: EventMap['venue.moderated'], { em }: EventHandlerContext<'venue.moderated'>): Promise<void> {
    await applyFact(em, 'venue.moderated', payload);
  }

  @OnEvent('venue.deleted')
  async onVenueDeleted(payload: EventMap['venue.deleted'], { em }: EventHandlerContext<'venue.deleted'>): Promise<void> {
    await applyFact(em, 'venue.deleted', payload);
  }

  @OnEvent('connection.created')
  async onConnectionCreated(payload: EventMap['connection.created'], { em }: EventHandlerContext<'connection.created'>): Promise<void> {
    await applyFact(em, 'connection.created', payload);
  }

  @OnEvent('connection.removed')
  async onConnectionRemoved(payload: EventMap['connection.removed'], { em }: EventHandlerContext<'connection.removed'>): Promise<void> {
    await applyFact(em, 'connection.removed', payload);
  }

  @OnEvent('report.opened')
  async onReportOpened(payload: EventMap['report.opened'], { em }: EventHandlerContext<'report.opened'>): Promise<void> {
    await applyFact(em, 'report.opened', payload);
  }

  @OnEvent('report.closed')
  async onReportClosed(payload: EventMap['report.closed'], { em }: EventHandlerContext<'report.closed'>): Promise<void> {
    await applyFact(em, 'report.closed', payload);
  }
}

function applyFact<K extends StatsSubject>(em: EntityManager, subject: K, payload: EventMap[K]): Promise<void> {
  return new PostgresStatsReadModel(em).apply(refused(() => statsFactOf(subject, payload)));
}

/** The domain's refusal of an event's content is permanent: retrying the same event cannot help. */
function refused<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof RangeError) {
      throw new PermanentEventError(error.message);
    }
    throw error;
  }
}
