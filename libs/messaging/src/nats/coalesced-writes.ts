import type { NatsConnection } from '@nats-io/transport-node';

interface ProtocolHandler {
  flushPending(): void;
}

/**
 * nats.js sends what is pending at the end of the current microtask queue: under load every request
 * (gateway) or reply (service) comes from its own socket event, so each message costs a `write`
 * system call (docs/performance.md, "Hot spots"). This defers the send to the end of the event-loop
 * turn (`setImmediate`), so the messages of every event handled in that turn leave in one write.
 * nats.js has no option for it; if its internals change shape, nothing is patched.
 */
export function coalesceWrites(connection: NatsConnection): NatsConnection {
  const protocol = (connection as unknown as { protocol?: Partial<ProtocolHandler> }).protocol;
  if (typeof protocol?.flushPending !== 'function') return connection;
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
