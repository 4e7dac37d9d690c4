import { jest } from '@jest/globals';
import { Controller, Module, type Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { rpc } from '@lieux/contracts';
import { createNatsNamespace, type NatsNamespace } from '@lieux/testing';
import { RpcHandler } from './rpc-handler.decorator.js';
import { declaredUnderPrefix, startRpcTestService, type RpcTestService } from './test/rpc-test-service.js';

jest.setTimeout(30_000);

const COUNT = rpc<{ n: number }, { n: number; replica: string }>('test.rpc.count');
const REQUESTS = 100;

/** Every request a replica's handler ran, by replica. */
const handled: Record<string, number[]> = { a: [], b: [] };

/** One replica's module: the same handler, telling which replica ran it. */
function replicaModule(subjectPrefix: string, replica: 'a' | 'b'): Type {
  return declaredUnderPrefix(subjectPrefix, () => {
    @Controller()
    class CountHandler {
      @RpcHandler(COUNT)
      count(@Payload() payload: { n: number }) {
        handled[replica].push(payload.n);
        return Promise.resolve({ n: payload.n, replica });
      }
    }
    @Module({ controllers: [CountHandler] })
    class ReplicaModule {}
    return ReplicaModule;
  });
}

describe('two NatsRpcServers of one service in one queue group (real NATS)', () => {
  let namespace: NatsNamespace;
  const replicas: RpcTestService[] = [];

  beforeAll(async () => {
    namespace = await createNatsNamespace();
    for (const replica of ['a', 'b'] as const) {
      replicas.push(await startRpcTestService(namespace, replicaModule(namespace.subjectPrefix, replica)));
    }
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await namespace?.cleanup();
  });

  it('answers each of 100 concurrent requests once, and both replicas answer some', async () => {
    const numbers = Array.from({ length: REQUESTS }, (_, n) => n);
    const replies = await Promise.all(numbers.map((n) => replicas[0].services.request(COUNT, { n }, { actor: undefined })));

    expect(replies.map((reply) => reply.n)).toEqual(numbers);
    // Each request ran in one replica only: the handlers ran 100 times in all, each number once.
    const ran = [...handled.a, ...handled.b].sort((x, y) => x - y);
    expect(ran).toEqual(numbers);
    for (const replica of ['a', 'b']) {
      expect(replies.filter((reply) => reply.replica === replica).map((reply) => reply.n).sort((x, y) => x - y)).toEqual(handled[replica].sort((x, y) => x - y));
      expect(handled[replica].length).toBeGreaterThan(0);
    }
  });
});
