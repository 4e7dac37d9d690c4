// The round-robin proxy in front of replicated gateways (ready-proxy.mjs), against throwaway HTTP
// servers on loopback: an instance that says it is leaving, or is gone, is out at once; one whose
// readiness fails for a moment (a starved CPU, a slow dependency) keeps its traffic, as a Kubernetes
// Service keeps an endpoint until failureThreshold probes in a row have failed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { closedPort } from '@lieux/testing';
import { saysLeaving, startReadyProxy } from './ready-proxy.mjs';
import type { ReadyProxy } from './ready-proxy.d.mts';

type Readiness = 'ok' | 'leaving' | 'dependency-down';

interface Upstream {
  name: string;
  port: number;
  readiness: Readiness;
  close(): Promise<void>;
}

const BODIES: Record<Readiness, [number, string]> = {
  ok: [200, '{"status":"ok","info":{"nats":{"status":"up"}}}'],
  leaving: [503, '{"status":"error","error":{"shutdown":{"status":"down","message":"shutting down (SIGTERM)"}}}'],
  'dependency-down': [503, '{"status":"error","error":{"nats":{"status":"down","message":"no PONG within 1000 ms"}}}'],
};

async function upstream(name: string): Promise<Upstream> {
  const state = { readiness: 'ok' as Readiness };
  const server = http.createServer((request, response) => {
    if (request.url === '/ready') {
      const [status, body] = BODIES[state.readiness];
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    } else response.writeHead(200).end(name);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    name,
    port: (server.address() as AddressInfo).port,
    get readiness() {
      return state.readiness;
    },
    set readiness(value: Readiness) {
      state.readiness = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let one: Upstream;
let two: Upstream;
let proxy: ReadyProxy;

async function startProxy(failureWindowMs: number): Promise<ReadyProxy> {
  return startReadyProxy({ port: await closedPort(), upstreams: [one, two].map(({ name, port }) => ({ name, port })), readyPath: '/ready', probeIntervalMs: 20, failureWindowMs });
}

/** Who answered each of n requests through the proxy (or the proxy's own status). */
async function answers(n: number): Promise<string[]> {
  const outcomes: string[] = [];
  for (let index = 0; index < n; index += 1) {
    const answer = await fetch(`http://127.0.0.1:${proxy.port}/who`);
    outcomes.push(answer.ok ? await answer.text() : `${answer.status}`);
  }
  return outcomes;
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeEach(async () => {
  one = await upstream('one');
  two = await upstream('two');
});

afterEach(async () => {
  await proxy?.close();
  await Promise.all([one.close(), two.close().catch(() => undefined)]);
});

describe('ready-proxy (replicated gateways, infra/scripts/lib/ready-proxy.mjs)', () => {
  it('reads a leaving instance from its readiness body, and only that', () => {
    expect(saysLeaving(BODIES.leaving[1])).toBe(true);
    expect(saysLeaving(BODIES['dependency-down'][1])).toBe(false);
    expect(saysLeaving('no ready instance')).toBe(false);
  });

  it('sends a request an instance could not take to the other one, as an Ingress does, and answers 503 JSON when none can', async () => {
    proxy = await startProxy(60_000);
    await until(() => proxy.ready().length === 2);
    // Crashed between two probes: still in the rotation, refusing connections.
    await one.close();
    const posts = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const answer = await fetch(`http://127.0.0.1:${proxy.port}/who`, { method: 'POST', body: '{"vote":1}', headers: { 'content-type': 'application/json' } });
        return answer.ok ? await answer.text() : `${answer.status}`;
      }),
    );
    expect(posts).toEqual(Array(4).fill('two'));
    await two.close();
    await until(() => proxy.ready().length === 0, 2000);
    const none = await fetch(`http://127.0.0.1:${proxy.port}/who`);
    expect(none.status).toBe(503);
    expect(await none.json()).toEqual({ message: 'Service temporairement indisponible, réessayez dans un instant.', code: 'service_unavailable' });
  });

  it('takes a leaving instance out at once, and sends everything to the other', async () => {
    proxy = await startProxy(60_000);
    await until(() => proxy.ready().length === 2);
    expect(new Set(await answers(6))).toEqual(new Set(['one', 'two']));
    one.readiness = 'leaving';
    await until(() => !proxy.ready().includes('one'), 1000);
    expect(await answers(6)).toEqual(Array(6).fill('two'));
  });

  it('keeps serving through every instance whose readiness fails for a moment, and drops one failing for the whole window', async () => {
    proxy = await startProxy(600);
    await until(() => proxy.ready().length === 2);
    // Both gateways' NATS pings missing their deadline at once: a busy machine, not a leaving one.
    one.readiness = 'dependency-down';
    two.readiness = 'dependency-down';
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(proxy.ready().sort()).toEqual(['one', 'two']);
    expect(new Set(await answers(6))).toEqual(new Set(['one', 'two']));
    two.readiness = 'ok';
    // Failing without a break for the window: out, as after failureThreshold probes.
    await until(() => proxy.ready().length === 1, 3000);
    expect(proxy.ready()).toEqual(['two']);
    // Back to ready: in again at the next probe.
    one.readiness = 'ok';
    await until(() => proxy.ready().length === 2, 1000);
  });

  it('sends nothing to an instance being stopped, even while its probes still say ready, until it is started again', async () => {
    proxy = await startProxy(60_000);
    await until(() => proxy.ready().length === 2);
    proxy.terminating('one');
    expect(await answers(6)).toEqual(Array(6).fill('two'));
    // Its readiness still answers 200 (a starved instance not yet told): the mark holds.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(proxy.ready()).toEqual(['two']);
    proxy.started('one');
    await until(() => proxy.ready().length === 2, 1000);
    expect(new Set(await answers(6))).toEqual(new Set(['one', 'two']));
  });

  it('takes out at once an instance that refuses connections', async () => {
    proxy = await startProxy(60_000);
    await until(() => proxy.ready().length === 2);
    await two.close();
    await until(() => !proxy.ready().includes('two'), 1000);
    expect(await answers(4)).toEqual(Array(4).fill('one'));
  });
});
