import { jest } from '@jest/globals';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { RPC } from '@lieux/contracts';
import { createNatsNamespace, type NatsNamespace } from '@lieux/testing';
import { RpcFailure, ServiceClient, type RpcCallContext } from './service-client.js';

jest.setTimeout(30_000);

const DEADLINE_MS = 400;
const ANONYMOUS: RpcCallContext = { actor: undefined };

describe('ServiceClient over a real NATS', () => {
  let namespace: NatsNamespace;
  let nats: NatsConnection;
  let client: ClientProxy;
  let services: ServiceClient;

  beforeAll(async () => {
    namespace = await createNatsNamespace();
    nats = await connect({ servers: namespace.url });
    client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [namespace.url] } });
    await client.connect();
    services = new ServiceClient(client, DEADLINE_MS, namespace.subjectPrefix);
  });

  afterAll(async () => {
    await client?.close();
    await nats?.close();
    await namespace?.cleanup();
  });

  async function failureOf(request: Promise<unknown>): Promise<{ failure: RpcFailure; ms: number }> {
    const started = performance.now();
    try {
      await request;
    } catch (error) {
      if (error instanceof RpcFailure) return { failure: error, ms: performance.now() - started };
      throw error;
    }
    throw new Error('the request succeeded');
  }

  it('gives up at the deadline when a service takes the request and never answers', async () => {
    const silent = nats.subscribe(`${namespace.subjectPrefix}${RPC.categoriesList.subject}`);
    await nats.flush();
    try {
      const { failure, ms } = await failureOf(services.request(RPC.categoriesList, {}, ANONYMOUS));
      expect(failure.code).toBe('service_unavailable');
      expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
      expect(ms).toBeLessThan(DEADLINE_MS + 1000);
    } finally {
      silent.unsubscribe();
    }
  });

  it('fails at once when no service listens at all', async () => {
    const { failure, ms } = await failureOf(services.request(RPC.healthCheck.votes, {}, ANONYMOUS));
    expect(failure.code).toBe('service_unavailable');
    expect(ms).toBeLessThan(DEADLINE_MS + 1000);
  });

  it("passes a service's coded failure through", async () => {
    const subject = `${namespace.subjectPrefix}${RPC.healthCheck.admin.subject}`;
    const responder = nats.subscribe(subject, {
      callback: (_error, message) => {
        const packet = message.json<{ id: string }>();
        message.respond(JSON.stringify({ id: packet.id, err: { code: 'forbidden' }, isDisposed: true }));
      },
    });
    try {
      const { failure } = await failureOf(services.request(RPC.healthCheck.admin, {}, ANONYMOUS));
      expect(failure.code).toBe('forbidden');
    } finally {
      responder.unsubscribe();
    }
  });
});
