import { RPC, type Actor, type ClaimStatus, type SubmitClaimRequest } from '@lieux/contracts';
import { DomainException, RpcFailure, type ServiceClient } from '@lieux/messaging';
import type { VenueAccess } from '../app/venue-access.js';

/** The venues service answers the workspace view of a venue to its owner and admins only. */
export class NatsVenueAccess implements VenueAccess {
  constructor(private readonly services: ServiceClient) {}

  async assertManages(actor: Actor, venueId: string): Promise<void> {
    try {
      await this.services.request(RPC.venuesMerchantShow, { venueId }, { actor });
    } catch (error) {
      if (error instanceof RpcFailure && error.code === 'venue_not_owned') throw new DomainException('connection_venue_not_owned');
      if (error instanceof RpcFailure && (error.code === 'venue_not_found' || error.code === 'validation_failed')) throw new DomainException('venue_not_found');
      throw new DomainException('service_unavailable');
    }
  }

  async submitClaim(actor: Actor, request: SubmitClaimRequest): Promise<{ status: ClaimStatus; venueSlug: string } | { errorCode: string }> {
    try {
      const claim = await this.services.request(RPC.venuesClaimSubmit, request, { actor });
      return { status: claim.status, venueSlug: claim.venueSlug };
    } catch (error) {
      return { errorCode: error instanceof RpcFailure ? error.code : 'service_unavailable' };
    }
  }
}
