import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/postgresql';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { RPC, type PublicVenueIdsRequest, type VenueCardsRequest, type VenueDto } from '@lieux/contracts';
import { decodeRpcBody, encodeRpcBody, rpcSubject, ServiceClient } from '@lieux/messaging';
import { createLogger } from '@lieux/platform';
import { startService } from '@lieux/service-kit';
import { createNatsNamespace, createTestDatabase, serviceTestSettings, type NatsNamespace, type TestDatabase } from '@lieux/testing';
import { VotesEnv } from '../config/votes.env.js';

/**
 * The votes service as it runs (its module, NATS handlers, outbox relay and consumer) on a fresh
 * database and NATS namespace, with a stand-in for the venues service on the same real NATS: it
 * answers `venues.places.public-ids` and `venues.places.cards` from `publicVenues`, and can be
 * taken away (`venuesAway`) as a stopped venues service would be.
 */
export interface RunningVotesService {
  service: NestFastifyApplication;
  client: ServiceClient;
  nc: NatsConnection;
  namespace: NatsNamespace;
  /** The venues the stand-in calls public. */
  publicVenues: Set<string>;
  /** How many questions the stand-in was asked. */
  venueQuestions(): number;
  venuesAway(): Promise<void>;
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startVotesService(settings: Partial<VotesEnv> = {}): Promise<RunningVotesService> {
  const database: TestDatabase = await createTestDatabase();
  const namespace: NatsNamespace = await createNatsNamespace();
  // Handlers take the subject prefix from the environment when their module is imported.
  process.env.NATS_SUBJECT_PREFIX = namespace.subjectPrefix;
  const { votesModule } = await import('../votes.module.js');
  const env = Object.assign(new VotesEnv(), serviceTestSettings(database, namespace), settings);
  const logger = createLogger('votes', (process.env.VOTES_TEST_LOG_LEVEL ?? 'silent') as 'silent');
  const nc: NatsConnection = await connect({ servers: namespace.url });
  const publicVenues = new Set<string>();
  let questions = 0;
  const card = (id: string) => ({ id, slug: `lieu-${id.slice(0, 8)}`, name: `Lieu ${id.slice(0, 8)}` }) as VenueDto;
  const stand: Subscription[] = [
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
  const service = await startService({ name: 'votes', module: votesModule(env, logger), env, logger });
  return {
    service,
    client: new ServiceClient(nc, 5000, namespace.subjectPrefix),
    nc,
    namespace,
    publicVenues,
    venueQuestions: () => questions,
    venuesAway: async () => {
      for (const subscription of stand) subscription.unsubscribe();
      await nc.flush();
    },
    sql: <T>(query: string, params: unknown[] = []) => service.get(MikroORM).em.getConnection().execute<T[]>(query, params),
    close: async () => {
      delete process.env.NATS_SUBJECT_PREFIX;
      await service.close();
      await nc.close();
      await namespace.cleanup();
      await database.drop();
    },
  };
}
