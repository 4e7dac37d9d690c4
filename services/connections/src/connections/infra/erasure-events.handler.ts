import { Inject, Injectable } from '@nestjs/common';
import type { EventMap } from '@lieux/contracts';
import { OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import { EraseConnectionsUseCase } from '../app/erase-connections.usecase.js';

/** A deleted account (`user.deleted`) or a deleted venue (`venue.deleted`) leaves no connection or token behind. */
@Injectable()
export class ErasureEventsHandler {
  constructor(@Inject(EraseConnectionsUseCase) private readonly erase: EraseConnectionsUseCase) {}

  @OnEvent('user.deleted')
  async onUserDeleted(payload: EventMap['user.deleted'], { em }: EventHandlerContext<'user.deleted'>): Promise<void> {
    await this.erase.ofAccount(em, payload.userId);
  }

  @OnEvent('venue.deleted')
  async onVenueDeleted(payload: EventMap['venue.deleted'], { em }: EventHandlerContext<'venue.deleted'>): Promise<void> {
    await this.erase.ofVenue(em, payload.venueId);
  }
}
