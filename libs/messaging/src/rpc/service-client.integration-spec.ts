import { jest } from '@jest/globals';
import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { RPC } from '@lieux/contracts';
import { createNatsNamespace, type NatsNamespace } from '@lieux/testing';
import { connectNats } from '../nats/nats-connection.js';
import { RPC_ERROR_HEADER } from './rpc-wire.js';
import { RpcFailure, ServiceClient, type RpcCallContext } from './service-client.js';

jest.setTimeout(30_000);

const DEADLINE_MS = 400;
/**
 * The deadline of the calls that expect an answer, or a refusal without waiting: far above what a
 * loaded machine takes to deliver one (the suite runs beside the e2e tier), so only the outcome
 * decides, never the machine's speed.
 */
const PATIENT_DEADLINE_MS = 10_000;
const ANONYMOUS: RpcCallContext = { actor: undefined };

describe('ServiceClient over a real NATS', () => {
  let namespace: NatsNamespace;
  let nats: NatsConnection;
  let client: NatsConnection;
  let services: ServiceClient;
  let patient: ServiceClient;

  beforeAll(async () => {
    namespace = await createNatsNamespace();
    nats = await connect({ servers: namespace.url });
    client = await connectNats(namespace.url, 'gateway-test');
    services = new ServiceClient(client, DEADLINE_MS, namespace.subjectPrefix);
    patient = new ServiceClient(client, PATIENT_DEADLINE_MS, namespace.subjectPrefix);
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
      // It waited for the deadline (a refusal without responders comes back within a few ms); the exact
      // instant is the timer's, measured here from a little after the request left, so only half is asserted.
      expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS / 2);
    } finally {
      silent.unsubscribe();
    }
  });

  it('fails at once when no service listens at all', async () => {
    const { failure, ms } = await failureOf(patient.request(RPC.healthCheck.votes, {}, ANONYMOUS));
    expect(failure.code).toBe('service_unavailable');
    // NATS refuses a request no one subscribes to: the answer comes long before the deadline.
    expect(ms).toBeLessThan(PATIENT_DEADLINE_MS / 2);
  });

  it("passes a service's coded failure through", async () => {
    const subject = `${namespace.subjectPrefix}${RPC.healthCheck.admin.subject}`;
    const responder = nats.subscribe(subject, {
      callback: (_error, message) => {
        const headers = natsHeaders();
        headers.set(RPC_ERROR_HEADER, '1');
        message.respond(JSON.stringify({ code: 'forbidden' }), { headers });
      },
    });
    // Another connection: the server must have the subscription before the request arrives.
    await nats.flush();
    try {
      const { failure } = await failureOf(patient.request(RPC.healthCheck.admin, {}, ANONYMOUS));
      expect(failure.code).toBe('forbidden');
    } finally {
      responder.unsubscribe();
    }
  });
});
