import { jest } from '@jest/globals';
import { Catch, Controller, Module, type ExceptionFilter } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { NatsConnection } from '@nats-io/transport-node';
import { throwError } from 'rxjs';
import { rpc, type NoPayload, type RpcErrorPayload } from '@lieux/contracts';
import { currentRequestId } from '@lieux/platform';
import { createNatsNamespace, type NatsNamespace } from '@lieux/testing';
import { DomainException } from './domain.exception.js';
import { RpcHandler } from './rpc-handler.decorator.js';
import { RpcFailure, type ServiceClient } from './service-client.js';
import { declaredUnderPrefix, startRpcTestService, type RpcTestService } from './test/rpc-test-service.js';

jest.setTimeout(30_000);

const ECHO = rpc<{ text: string }, { text: string; requestId: string | null; scoped: boolean }>('test.rpc.echo');
const REFUSE = rpc<NoPayload, NoPayload>('test.rpc.refuse');
const CRASH = rpc<NoPayload, NoPayload>('test.rpc.crash');
const SLOW = rpc<NoPayload, { text: string }>('test.rpc.slow');

/** What a service's filter does (RpcErrorFilter): a known failure crosses as its code. */
@Catch()
class CodeFilter implements ExceptionFilter {
  catch(exception: unknown) {
    const payload: RpcErrorPayload = exception instanceof DomainException ? { code: exception.code } : { code: 'internal_error' };
    return throwError(() => payload);
  }
}

let scoped = false;
/** SLOW's handler: says it has started, then answers when the test opens the gate. */
let slowStarted: () => void = () => undefined;
let gate: Promise<void> = Promise.resolve();

function handlers(subjectPrefix: string) {
  return declaredUnderPrefix(subjectPrefix, () => {
    @Controller()
    class TestHandlers {
      @RpcHandler(ECHO)
      echo(@Payload() payload: { text: string }) {
        return Promise.resolve({ text: payload.text, requestId: currentRequestId() ?? null, scoped });
      }

      @RpcHandler(REFUSE)
      refuse(): NoPayload {
        throw new DomainException('forbidden');
      }

      @RpcHandler(CRASH)
      crash(): NoPayload {
        throw new TypeError('a bug');
      }

      @RpcHandler(SLOW)
      async slow() {
        slowStarted();
        await gate;
        return { text: 'fini' };
      }

      /** Events are the service kit's (JetStream): the request server must not subscribe to them. */
      @EventPattern(`${subjectPrefix}test.rpc.event`)
      event(@Payload() _payload: unknown): void {
        throw new Error('never called');
      }
    }
    return TestHandlers;
  });
}

describe('NatsRpcServer over a real NATS', () => {
  let namespace: NatsNamespace;
  let running: RpcTestService;
  let client: NatsConnection;
  let services: ServiceClient;
  let scopes = 0;

  beforeAll(async () => {
    namespace = await createNatsNamespace();
    @Module({ controllers: [handlers(namespace.subjectPrefix)] })
    class TestModule {}
    running = await startRpcTestService(namespace, TestModule, {
      configure: (service) => service.useGlobalFilters(new CodeFilter()),
      scope: async (handle) => {
        scopes += 1;
        scoped = true;
        try {
          return await handle();
        } finally {
          scoped = false;
        }
      },
    });
    ({ client, services } = running);
  });

  afterAll(async () => {
    await running?.close();
    await namespace?.cleanup();
  });

  it("answers with the handler's result, run inside the scope under the caller's request id", async () => {
    const before = scopes;
    const reply = await services.request(ECHO, { text: 'bonjour' }, { requestId: 'req-rpc-12345', actor: undefined });
    expect(reply).toEqual({ text: 'bonjour', requestId: 'req-rpc-12345', scoped: true });
    expect(scopes).toBe(before + 1);
  });

  it('gives a request without a usable id one of its own', async () => {
    const reply = await services.request(ECHO, { text: 'x' }, { requestId: 'bad id!', actor: undefined });
    // Shaped as a W3C trace id, like the gateway's (docs/tracing.md).
    expect(reply.requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it("passes the exception filter's code to the caller", async () => {
    const failure = await services.request(REFUSE, {}, { actor: undefined }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RpcFailure);
    expect((failure as RpcFailure).code).toBe('forbidden');
  });

  it('answers internal_error for an unexpected error', async () => {
    const failure = await services.request(CRASH, {}, { actor: undefined }).catch((error: unknown) => error);
    expect((failure as RpcFailure).code).toBe('internal_error');
  });

  it('does not answer on event subjects', async () => {
    const answered = await client
      .request(`${namespace.subjectPrefix}test.rpc.event`, '{}', { timeout: 1_000 })
      .then(() => true)
      .catch(() => false);
    expect(answered).toBe(false);
  });

  it('closing, answers the request in hand and leaves new ones to the other replica of its queue group', async () => {
    const own = await createNatsNamespace();
    @Module({ controllers: [handlers(own.subjectPrefix)] })
    class ReplicaModule {}
    const leaving = await startRpcTestService(own, ReplicaModule, { configure: (service) => service.useGlobalFilters(new CodeFilter()) });
    let other: RpcTestService | undefined;
    try {
      let open: () => void = () => undefined;
      gate = new Promise<void>((resolve) => (open = resolve));
      const started = new Promise<void>((resolve) => (slowStarted = resolve));
      const inHand = leaving.services.request(SLOW, {}, { actor: undefined });
      await started;
      other = await startRpcTestService(own, ReplicaModule);
      let closed = false;
      const closing = leaving.service.close().then(() => (closed = true));
      // Asked while the leaving replica closes: answered all the same (by the other one).
      const asked = await Promise.all(Array.from({ length: 5 }, (_, index) => other!.services.request(ECHO, { text: `${index}` }, { actor: undefined })));
      expect(asked.map((reply) => reply.text)).toEqual(['0', '1', '2', '3', '4']);
      // The leaving replica has not closed its connection under the request it holds.
      expect(closed).toBe(false);
      open();
      await expect(inHand).resolves.toEqual({ text: 'fini' });
      await closing;
      expect(closed).toBe(true);
    } finally {
      await leaving.client.close();
      await leaving.service.close();
      await other?.close();
      await own.cleanup();
    }
  });
});
