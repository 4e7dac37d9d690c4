import type { Subscription } from '@nats-io/transport-node';
import { RPC, type PublicVenueIdsRequest, type VenueCardsRequest, type VenueDto } from '@lieux/contracts';
import { decodeRpcBody, encodeRpcBody, rpcSubject, ServiceClient } from '@lieux/messaging';
import { startService } from '@lieux/service-kit';
import { startTestService, type RunningTestService } from '@lieux/testing';
import { VotesEnv } from '../config/votes.env.js';

/**
 * The votes service as it runs (its module, NATS handlers, outbox relay and consumer) on a fresh
 * database and NATS namespace, with a stand-in for the venues service on the same real NATS: it
 * answers `venues.places.public-ids` and `venues.places.cards` from `publicVenues`, and can be
 * taken away (`venuesAway`) as a stopped venues service would be.
 */
export interface RunningVotesService extends RunningTestService<ServiceClient> {
  /** The venues the stand-in calls public. */
  publicVenues: Set<string>;
  /** How many questions the stand-in was asked. */
  venueQuestions(): number;
  venuesAway(): Promise<void>;
}

export async function startVotesService(settings: Partial<VotesEnv> = {}): Promise<RunningVotesService> {
  const publicVenues = new Set<string>();
  let questions = 0;
  const card = (id: string) => ({ id, slug: `lieu-${id.slice(0, 8)}`, name: `Lieu ${id.slice(0, 8)}` }) as VenueDto;
  let stand: Subscription[] = [];
  const running = await startTestService({
    name: 'votes',
    env: new VotesEnv(),
    settings,
    module: async () => (await import('../votes.module.js')).votesModule,
    start: startService,
    client: (nc, subjectPrefix) => new ServiceClient(nc, 5000, subjectPrefix),
    beforeStart: async (nc, namespace) => {
      stand = [
        nc.subscribe(rpcSubject(RPC.venuesPublicIds.subject, namespace.subjectPrefix), {
          callback: (_error, message) => {
            questions += 1;
            const { venueIds } = decodeRpcBody<PublicVenueIdsRequest>(message.data);
            message.respond(encodeRpcBody({ publicIds: venueIds.filter((id) => publicVenues.has(id)) }));
          },
        }),
        nc.subscribe(rpcSubject(RPC.venuesCards.subject, namespace.subjectPrefix), {
          callback: (_error, message) => {
            const { venueIds } = decodeRpcBody<VenueCardsRequest>(message.data);
            message.respond(encodeRpcBody(venueIds.filter((id) => publicVenues.has(id)).map(card)));
          },
        }),
      ];
      await nc.flush();
    },
  });
  return {
    ...running,
    publicVenues,
    venueQuestions: () => questions,
    venuesAway: async () => {
      for (const subscription of stand) subscription.unsubscribe();
      await running.nc.flush();
    },
  };
}
