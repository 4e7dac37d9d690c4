import { createNatsNamespace, type NatsNamespace } from '@lieux/testing';
import { writesAreCoalesced } from './coalesced-writes.js';
import { connectNats } from './nats-connection.js';

describe('connectNats on a real server', () => {
  let namespace: NatsNamespace;

  beforeAll(async () => {
    namespace = await createNatsNamespace();
  });

  afterAll(async () => {
    await namespace?.cleanup();
  });

  it('coalesces its writes: the installed nats.js still has the internals the patch relies on', async () => {
    const connection = await connectNats(namespace.url, 'coalescing-check');
    try {
      expect(writesAreCoalesced(connection)).toBe(true);
      // Still a working connection once patched: a message goes out and comes back.
      const subject = `${namespace.subjectPrefix}echo`;
      const subscription = connection.subscribe(subject, { max: 1 });
      connection.publish(subject, 'ping');
      for await (const message of subscription) expect(message.string()).toBe('ping');
    } finally {
      await connection.close();
    }
  });
});
