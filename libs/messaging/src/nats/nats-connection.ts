import { connect, type NatsConnection } from '@nats-io/transport-node';

/**
 * The process's own NATS connection for JetStream (events) and health checks; request-reply goes
 * through Nest's transport, which keeps its own.
 */
export function connectNats(url: string, name: string): Promise<NatsConnection> {
  return connect({ servers: [url], name, maxReconnectAttempts: -1, reconnectTimeWait: 500, timeout: 3000 });
}

/** A round trip to the server: proves the connection is usable, not only open. */
export async function pingNats(connection: NatsConnection, timeoutMs = 1000): Promise<void> {
  if (connection.isClosed()) throw new Error('NATS connection closed');
  await Promise.race([
    connection.flush(),
    new Promise((_, reject) => setTimeout(() => reject(new Error(`no PONG within ${timeoutMs} ms`)), timeoutMs).unref()),
  ]);
}
