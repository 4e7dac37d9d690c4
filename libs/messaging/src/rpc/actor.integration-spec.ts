import { jest } from '@jest/globals';
import { Controller, Module } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { connect, headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
import { rpc, type Actor, type NoPayload } from '@lieux/contracts';
import { createNatsNamespace, type NatsNamespace } from '@lieux/testing';
import { ACTOR_HEADERS, CurrentActor } from './actor.js';
import { RpcHandler } from './rpc-handler.decorator.js';
import type { ServiceClient } from './service-client.js';
import { startRpcTestService, type RpcTestService } from './test/rpc-test-service.js';

jest.setTimeout(30_000);

const WHO_AM_I = rpc<NoPayload, { actor: Actor | null }>('test.actor.who-am-i');

const MERCHANT: Actor = { userId: '0b6f3c0e-5d43-4c1e-9a5e-2f0c6b7d8e91', role: 'merchant', plan: 'pro' };

/** Declared once the namespace exists: the handler's subject takes NATS_SUBJECT_PREFIX when decorated. */
function whoAmIHandler(subjectPrefix: string) {
  const previous = process.env.NATS_SUBJECT_PREFIX;
  process.env.NATS_SUBJECT_PREFIX = subjectPrefix;
  try {
    @Controller()
    class WhoAmIHandler {
      @RpcHandler(WHO_AM_I)
      whoAmI(@Payload() _payload: NoPayload, @CurrentActor() actor: Actor | undefined): { actor: Actor | null } {
        return { actor: actor ?? null };
      }
    }
    return WhoAmIHandler;
  } finally {
    if (previous === undefined) delete process.env.NATS_SUBJECT_PREFIX;
    else process.env.NATS_SUBJECT_PREFIX = previous;
  }
}

describe('the actor of a request, over a real NATS', () => {
  let namespace: NatsNamespace;
  let running: RpcTestService;
  let services: ServiceClient;
  let nats: NatsConnection;

  beforeAll(async () => {
    namespace = await createNatsNamespace();
    @Module({ controllers: [whoAmIHandler(namespace.subjectPrefix)] })
    class WhoAmIModule {}
    running = await startRpcTestService(namespace, WhoAmIModule);
    services = running.services;
    nats = await connect({ servers: namespace.url });
  });

  afterAll(async () => {
    await nats?.close();
    await running?.close();
    await namespace?.cleanup();
  });

  /** A request as anyone on the bus could publish it, with headers of one's choosing. */
  async function rawRequest(set: Record<string, string>): Promise<{ actor: Actor | null }> {
    const subject = `${namespace.subjectPrefix}${WHO_AM_I.subject}`;
    const headers = natsHeaders();
    for (const [name, value] of Object.entries(set)) headers.set(name, value);
    const reply = await nats.request(subject, '{}', { headers, timeout: 5_000 });
    return reply.json<{ actor: Actor | null }>();
  }

  it('gives the handler the actor the gateway sent', async () => {
    expect(await services.request(WHO_AM_I, {}, { requestId: 'req-actor-1', actor: MERCHANT })).toEqual({ actor: MERCHANT });
  });

  it('gives the handler no actor for an anonymous request', async () => {
    expect(await services.request(WHO_AM_I, {}, { actor: undefined })).toEqual({ actor: null });
  });

  it('reads well-formed headers and ignores malformed ones (anonymous)', async () => {
    const valid = { [ACTOR_HEADERS.userId]: MERCHANT.userId, [ACTOR_HEADERS.role]: 'admin', [ACTOR_HEADERS.plan]: 'free' };
    expect(await rawRequest(valid)).toEqual({ actor: { userId: MERCHANT.userId, role: 'admin', plan: 'free' } });
    expect(await rawRequest({ ...valid, [ACTOR_HEADERS.userId]: 'not-a-uuid' })).toEqual({ actor: null });
    expect(await rawRequest({ ...valid, [ACTOR_HEADERS.role]: 'superuser' })).toEqual({ actor: null });
    expect(await rawRequest({ ...valid, [ACTOR_HEADERS.plan]: 'platinum' })).toEqual({ actor: null });
    expect(await rawRequest({ [ACTOR_HEADERS.userId]: MERCHANT.userId })).toEqual({ actor: null });
  });
});
