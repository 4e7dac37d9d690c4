import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventMap } from '@lieux/contracts';
import { OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import { RecordActivityUseCase } from '../app/record-activity.usecase.js';
import { userRegistered, venueCreated, voteCast, type Activity } from '../domain/platform-activity.js';
import { MikroOrmStatisticsRepository } from './statistics.repository.mikro-orm.js';

/**
 * The statistics' read model is fed by the other services' events: each is counted once (the kit's
 * inbox), in the event's own transaction.
 */
@Injectable()
export class StatisticsEventsHandler {
  @OnEvent('user.registered')
  async onUserRegistered(payload: EventMap['user.registered'], ctx: EventHandlerContext<'user.registered'>): Promise<void> {
    await record(userRegistered(payload), ctx);
  }

  @OnEvent('venue.created')
  async onVenueCreated(payload: EventMap['venue.created'], ctx: EventHandlerContext<'venue.created'>): Promise<void> {
    await record(venueCreated(payload), ctx);
  }

  @OnEvent('vote.cast')
  async onVoteCast(payload: EventMap['vote.cast'], ctx: EventHandlerContext<'vote.cast'>): Promise<void> {
    await record(voteCast(payload), ctx);
  }
}

function record(activity: Activity, { em }: { em: EntityManager }): Promise<void> {
  return new RecordActivityUseCase(new MikroOrmStatisticsRepository(em)).execute(activity);
}
