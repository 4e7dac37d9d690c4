import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventMap } from '@lieux/contracts';
import { OnEvent, PermanentEventError, type EventHandlerContext } from '@lieux/service-kit';
import { RecordActivityUseCase } from '../app/record-activity.usecase.js';
import { RecordVenueScoreUseCase } from '../app/record-venue-score.usecase.js';
import { userRegistered, venueCreated, venueScore, voteCast, type Activity } from '../domain/platform-activity.js';
import { MikroOrmStatisticsRepository } from './statistics.repository.mikro-orm.js';

/**
 * The statistics' read model is fed by the other services' events: each is counted once (the kit's
 * inbox), in the event's own transaction. An event the domain refuses (a timestamp that is not one,
 * a score outside 0–100) will never be counted: it is dead-lettered at once, not retried.
 */
@Injectable()
export class StatisticsEventsHandler {
  @OnEvent('user.registered')
  async onUserRegistered(payload: EventMap['user.registered'], { em }: EventHandlerContext<'user.registered'>): Promise<void> {
    await record(em, refused(() => userRegistered(payload)));
  }

  @OnEvent('venue.created')
  async onVenueCreated(payload: EventMap['venue.created'], { em }: EventHandlerContext<'venue.created'>): Promise<void> {
    await record(em, refused(() => venueCreated(payload)));
  }

  @OnEvent('vote.cast')
  async onVoteCast(payload: EventMap['vote.cast'], { em }: EventHandlerContext<'vote.cast'>): Promise<void> {
    await record(em, refused(() => voteCast(payload)));
  }

  @OnEvent('score.updated')
  async onScoreUpdated(payload: EventMap['score.updated'], { em }: EventHandlerContext<'score.updated'>): Promise<void> {
    await new RecordVenueScoreUseCase(new MikroOrmStatisticsRepository(em)).execute(refused(() => venueScore(payload)));
  }
}

function record(em: EntityManager, activity: Activity): Promise<void> {
  return new RecordActivityUseCase(new MikroOrmStatisticsRepository(em)).execute(activity);
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
