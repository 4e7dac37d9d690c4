// EVENT_STREAM_REPLICAS on a real JetStream cluster: three local nats-server processes with routes
// between them, as k8s/nats.yaml runs them (docs/deployment.md, "NATS"). An existing one-copy stream
// is raised to three copies by a service's start-up, and never lowered by an older one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { closedPort } from '@lieux/testing';
import { ensureEventStream } from './event-stream.setup.js';

jest.setTimeout(60_000);

const SERVERS = 3;

describe('the event stream on a three-server JetStream cluster', () => {
  let directory: string;
  const servers: ChildProcess[] = [];
  let nc: NatsConnection;
  let jsm: JetStreamManager;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'lieux-nats-cluster-'));
    const clientPorts = await Promise.all(Array.from({ length: SERVERS }, () => closedPort()));
    const routePorts = await Promise.all(Array.from({ length: SERVERS }, () => closedPort()));
    for (let index = 0; index < SERVERS; index += 1) {
      const config = join(directory, `nats-${index}.conf`);
      writeFileSync(
        config,
        [
          `server_name: nats-${index}`,
          `listen: 127.0.0.1:${clientPorts[index]}`,
          `jetstream { store_dir: "${join(directory, `data-${index}`)}" }`,
          `cluster { name: lieux-test, listen: 127.0.0.1:${routePorts[index]}, routes: [${routePorts.map((port) => `nats://127.0.0.1:${port}`).join(', ')}] }`,
        ].join('\n'),
      );
      const server = spawn('nats-server', ['--config', config], { stdio: 'ignore' });
      server.on('error', (error) => {
        throw new Error(`nats-server cannot run (${error.message}): install it (apt install nats-server)`);
      });
      servers.push(server);
    }
    nc = await connectWhenUp(clientPorts.map((port) => `nats://127.0.0.1:${port}`));
    jsm = await jetStreamOfTheCluster(nc);
  });

  afterAll(async () => {
    await nc?.close();
    await Promise.all(servers.map((server) => stopped(server)));
    rmSync(directory, { recursive: true, force: true });
  });

  it('raises an existing one-copy stream to three replicas, on three servers, keeping its events', async () => {
    const created = await ensureEventStream(jsm, { streamName: 'EVENTS_R', subjectPrefix: 'r.' });
    expect(created.config.num_replicas).toBe(1);
    await nc.request('r.venue.created', new TextEncoder().encode('{}'));

    const raised = await ensureEventStream(jsm, { streamName: 'EVENTS_R', subjectPrefix: 'r.', replicas: 3 });

    expect(raised.config.num_replicas).toBe(3);
    expect(raised.state.messages).toBe(1);
    const peers = await eventually(async () => {
      const cluster = (await jsm.streams.info('EVENTS_R')).cluster;
      const names = [cluster?.leader, ...(cluster?.replicas ?? []).filter((peer) => peer.current).map((peer) => peer.name)];
      return names.length === SERVERS ? names : undefined;
    });
    expect([...peers].sort()).toEqual(['nats-0', 'nats-1', 'nats-2']);
  });

  it('creates a new stream with three replicas, which an older process asking for one leaves at three', async () => {
    const created = await ensureEventStream(jsm, { streamName: 'EVENTS_C', subjectPrefix: 'c.', replicas: 3 });
    expect(created.config.num_replicas).toBe(3);
    const again = await ensureEventStream(jsm, { streamName: 'EVENTS_C', subjectPrefix: 'c.' });
    expect(again.config.num_replicas).toBe(3);
    expect((await jsm.streams.info('EVENTS_C')).config.num_replicas).toBe(3);
  });
});

async function connectWhenUp(servers: string[]): Promise<NatsConnection> {
  return eventually(() => connect({ servers }).catch(() => undefined));
}

/** The JetStream manager once the cluster has elected its meta leader (JetStream answers). */
/**
 * The cluster's JetStream once it can place three copies: a meta leader answers account info before
 * every peer has joined ("no suitable peers for placement" on a slow machine), so a throwaway
 * three-copy stream is made and removed first.
 */
async function jetStreamOfTheCluster(nc: NatsConnection): Promise<JetStreamManager> {
  const jsm = await jetstreamManager(nc, { checkAPI: false });
  await eventually(() => jsm.getAccountInfo().catch(() => undefined));
  await eventually(async () => {
    try {
      await jsm.streams.add({ name: 'PLACEMENT_PROBE', subjects: ['placement.probe'], num_replicas: SERVERS });
      await jsm.streams.delete('PLACEMENT_PROBE');
      return true;
    } catch {
      return undefined;
    }
  });
  return jsm;
}

/** The first defined answer of `attempt`, tried every 200 ms for 30 s. */
async function eventually<T>(attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const value = await attempt();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the NATS cluster did not answer in 30 s');
}

function stopped(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}
