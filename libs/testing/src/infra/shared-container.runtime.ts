import type { StartedTestContainer } from 'testcontainers';
import { testInfraMode } from './infra-urls.config.js';

export type ContainerKind = 'postgres' | 'nats' | 'redis';

/** A server in a container shared by the fixtures of one test file; the last `release()` stops it. */
export interface SharedContainer {
  url: string;
  release(): Promise<void>;
}

interface Entry {
  started: Promise<StartedTestContainer>;
  refs: number;
}

const running = new Map<ContainerKind, Entry>();
let runtimeAvailable: Promise<boolean> | undefined;

/**
 * Returns a container of `kind`, starting it on first use, or `undefined` when there is no container
 * runtime (the fixture then uses the server from the environment). The runtime is probed once per test
 * file: without Docker, testcontainers says "Could not find a working container runtime strategy"
 * within a few milliseconds.
 */
export async function acquireContainer(kind: ContainerKind): Promise<SharedContainer | undefined> {
  const mode = testInfraMode();
  if (mode === 'local') {
    return undefined;
  }
  runtimeAvailable ??= probeRuntime();
  if (!(await runtimeAvailable)) {
    if (mode === 'containers') {
      throw new Error('LIEUX_TEST_INFRA=containers but no container runtime was found');
    }
    return undefined;
  }
  let entry = running.get(kind);
  if (!entry) {
    entry = { started: startContainer(kind), refs: 0 };
    running.set(kind, entry);
  }
  entry.refs += 1;
  const container = await entry.started;
  const current = entry;
  let released = false;
  return {
    url: containerUrl(kind, container),
    release: async () => {
      if (released) {
        return;
      }
      released = true;
      current.refs -= 1;
      if (current.refs === 0 && running.get(kind) === current) {
        running.delete(kind);
        await container.stop();
      }
    },
  };
}

async function probeRuntime(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

async function startContainer(kind: ContainerKind): Promise<StartedTestContainer> {
  const { GenericContainer, Wait } = await import('testcontainers');
  switch (kind) {
    case 'postgres':
      return new GenericContainer('postgres:17-alpine')
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
        .withTmpFs({ '/var/lib/postgresql/data': 'rw' })
        .withExposedPorts(5432)
        .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
        .start();
    case 'nats':
      return new GenericContainer('nats:2.10-alpine')
        .withCommand(['-js'])
        .withExposedPorts(4222)
        .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
        .start();
    case 'redis':
      return new GenericContainer('redis:7-alpine')
        .withExposedPorts(6379)
        .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
        .start();
  }
}

function containerUrl(kind: ContainerKind, container: StartedTestContainer): string {
  const host = container.getHost();
  switch (kind) {
    case 'postgres':
      return `postgres://postgres@${host}:${container.getMappedPort(5432)}/postgres`;
    case 'nats':
      return `nats://${host}:${container.getMappedPort(4222)}`;
    case 'redis':
      return `redis://${host}:${container.getMappedPort(6379)}`;
  }
}
