import type { NatsConnection } from '@nats-io/transport-node';
import { coalesceWrites, writesAreCoalesced } from './coalesced-writes.js';

describe('coalesceWrites', () => {
  it('sends everything pending once per event-loop turn instead of once per message', async () => {
    let sends = 0;
    const protocol = { flushPending: () => (sends += 1) };
    coalesceWrites({ protocol } as unknown as NatsConnection);
    protocol.flushPending();
    protocol.flushPending();
    await Promise.resolve();
    expect(sends).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sends).toBe(1);
    protocol.flushPending();
    await new Promise((resolve) => setImmediate(resolve));
    expect(sends).toBe(2);
  });

  it('leaves a connection of another shape alone', () => {
    const connection = { protocol: {} } as unknown as NatsConnection;
    expect(coalesceWrites(connection)).toBe(connection);
    expect(writesAreCoalesced(connection)).toBe(false);
  });
});
