import type { NatsConnection } from '@nats-io/transport-node';

interface ProtocolHandler {
  flushPending(): void;
}

const coalesced = new WeakSet<NatsConnection>();

/** Whether `coalesceWrites` could patch this connection (false once nats.js changes its internals). */
export function writesAreCoalesced(connection: NatsConnection): boolean {
  return coalesced.has(connection);
}

/**
 * nats.js sends what is pending at the end of the current microtask queue: under load every request
 * (gateway) or reply (service) comes from its own socket event, so each message costs a `write`
 * system call (docs/performance.md, "Hot spots"). This defers the send to the end of the event-loop
 * turn (`setImmediate`), so the messages of every event handled in that turn leave in one write.
 * nats.js has no option for it; if its internals change shape, nothing is patched, and the
 * integration test on a real connection (`writesAreCoalesced`) fails so the upgrade is noticed.
 */
export function coalesceWrites(connection: NatsConnection): NatsConnection {
  const protocol = (connection as unknown as { protocol?: Partial<ProtocolHandler> }).protocol;
  if (typeof protocol?.flushPending !== 'function') return connection;
  coalesced.add(connection);
  const flushNow = protocol.flushPending.bind(protocol);
  let scheduled = false;
  protocol.flushPending = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      flushNow();
    });
  };
  return connection;
}
