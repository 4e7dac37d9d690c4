import { Inject, Injectable } from '@nestjs/common';
import type { EventMap } from '@lieux/contracts';
import { OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import { VenueRemovalUseCases } from '../app/venue-removal.usecases.js';

/**
 * An account was deleted: its venues are unpublished at once and deleted for good after the grace
 * period (the purge), in the event's transaction, once (inbox).
 */
@Injectable()
export class VenuesUserDeletedHandler {
  constructor(@Inject(VenueRemovalUseCases) private readonly removal: VenueRemovalUseCases) {}

  @OnEvent('user.deleted')
  async onUserDeleted(payload: EventMap['user.deleted'], { em }: EventHandlerContext<'user.deleted'>): Promise<void> {
    await this.removal.unpublishAccount(em, payload.userId);
  }
}
