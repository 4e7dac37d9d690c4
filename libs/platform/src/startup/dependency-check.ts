import net from 'node:net';

export interface Dependency {
  /** What a person calls it: PostgreSQL, Redis, NATS. */
  name: string;
  url: string;
  defaultPort: number;
  /** The one thing to do about it. */
  hint: string;
}

export const POSTGRES_HINT =
  'start it with `npm run infra:up` (or: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start)';
export const REDIS_HINT = 'start it with `npm run infra:up` (or: redis-server --daemonize yes --port 6379)';
export const NATS_HINT = 'start it with `npm run infra:up` (or: nats-server -js -p 4222), JetStream enabled';

export function postgresDependency(url: string): Dependency {
  return { name: 'PostgreSQL', url, defaultPort: 5432, hint: POSTGRES_HINT };
}
export function redisDependency(url: string): Dependency {
  return { name: 'Redis', url, defaultPort: 6379, hint: REDIS_HINT };
}
export function natsDependency(url: string): Dependency {
  return { name: 'NATS', url, defaultPort: 4222, hint: NATS_HINT };
}

/** Thrown when a dependency does not accept connections; the message is the one line to print. */
export class DependencyUnreachableError extends Error {
  override readonly name = 'DependencyUnreachableError';
}

export function hostAndPort(dependency: Dependency): { host: string; port: number } {
  const parsed = new URL(dependency.url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port) || dependency.defaultPort };
}

/** Opens and closes a TCP connection to each dependency; fails with one line naming the first that is down. */
export async function assertReachable(dependencies: Dependency[], timeoutMs = 2000): Promise<void> {
  for (const dependency of dependencies) {
    const { host, port } = hostAndPort(dependency);
    const failure = await tcpProbe(host, port, timeoutMs);
    if (failure) {
      throw new DependencyUnreachableError(
        `${dependency.name} is not reachable at ${host}:${port} (${failure}) — ${dependency.hint}`,
      );
    }
  }
}

/** Opens and closes one TCP connection: undefined when it connects, else why not (ECONNREFUSED, no answer…). */
export function tcpProbe(host: string, port: number, timeoutMs: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (failure?: string) => {
      socket.destroy();
      resolve(failure);
    };
    socket.setTimeout(timeoutMs, () => done(`no answer within ${timeoutMs} ms`));
    socket.once('connect', () => done());
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}
