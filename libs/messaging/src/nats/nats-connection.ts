import { connect, type NatsConnection } from '@nats-io/transport-node';
import { coalesceWrites } from './coalesced-writes.js';

/**
 * A NATS connection that keeps trying when the server goes away: the process's own (JetStream
 * events, health checks, the gateway's requests), and a service's request server's.
 */
export async function connectNats(url: string, name: string): Promise<NatsConnection> {
  // noAsyncTraces: nats.js would otherwise build an Error (a stack trace) for every request it sends.
  const connection = await connect({ servers: [url], name, maxReconnectAttempts: -1, reconnectTimeWait: 500, timeout: 3000, noAsyncTraces: true });
  return coalesceWrites(connection);
}

/** A round trip to the server: proves the connection is usable, not only open. */
export async function pingNats(connection: NatsConnection, timeoutMs = 1000): Promise<void> {
  if (connection.isClosed()) throw new Error('NATS connection closed');
  await Promise.race([
    connection.flush(),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`no PONG within ${timeoutMs} ms`)), timeoutMs).unref()),
  ]);
}
