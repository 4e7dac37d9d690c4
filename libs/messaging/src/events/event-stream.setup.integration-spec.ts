import { jest } from '@jest/globals';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { EVENT_SUBJECTS } from '@lieux/contracts';
import { createNatsNamespace, type NatsNamespace } from '@lieux/testing';
import { ensureEventStream } from './event-stream.setup.js';

jest.setTimeout(30_000);

describe('the event stream on a real JetStream', () => {
  let namespace: NatsNamespace;
  let nc: NatsConnection;
  let jsm: JetStreamManager;

  beforeEach(async () => {
    namespace = await createNatsNamespace();
    nc = await connect({ servers: namespace.url });
    jsm = await jetstreamManager(nc);
  });

  afterEach(async () => {
    await nc?.close();
    await namespace?.cleanup();
  });

  const stream = () => ({ streamName: namespace.streamName, subjectPrefix: namespace.subjectPrefix });

  it('is created with every subject of the catalogue and the configured maximum age', async () => {
    const info = await ensureEventStream(jsm, { ...stream(), maxAgeMs: 3 * 24 * 3_600_000 });
    expect([...(info.config.subjects ?? [])].sort()).toEqual(EVENT_SUBJECTS.map((subject) => `${namespace.subjectPrefix}${subject}`).sort());
    expect(info.config.max_age).toBe(nanos(3 * 24 * 3_600_000));
  });

  it('never loses a subject someone else added, and adds only what it lacks', async () => {
    const prefix = namespace.subjectPrefix;
    await jsm.streams.add({ name: namespace.streamName, subjects: [`${prefix}vote.*`, `${prefix}future.happened`] });

    const info = await ensureEventStream(jsm, stream());

    const subjects = info.config.subjects ?? [];
    expect(subjects).toContain(`${prefix}future.happened`);
    expect(subjects).toContain(`${prefix}vote.*`);
    // vote.cast is already taken by vote.*: not added a second time.
    expect(subjects).not.toContain(`${prefix}vote.cast`);
    expect(subjects).toContain(`${prefix}venue.created`);
    expect((await jsm.streams.info(namespace.streamName)).config.subjects).toEqual(subjects);
  });

  it('leaves a complete stream untouched, concurrently from several processes', async () => {
    const created = await Promise.all([ensureEventStream(jsm, stream()), ensureEventStream(jsm, stream()), ensureEventStream(jsm, stream())]);
    const again = await ensureEventStream(jsm, { ...stream(), maxAgeMs: 60_000 });
    expect(again.config.subjects).toEqual(created[0].config.subjects);
    expect(again.config.max_age).toBe(created[0].config.max_age);
  });

  it('is created with one replica and the duplicate window asked, by default on a single server', async () => {
    const info = await ensureEventStream(jsm, { ...stream(), duplicateWindowMs: 600_000 });
    expect(info.config.num_replicas).toBe(1);
    expect(info.config.duplicate_window).toBe(nanos(600_000));
  });

  it('refuses 3 replicas on a server that is not clustered, naming the setting, and creates nothing', async () => {
    await expect(ensureEventStream(jsm, { ...stream(), replicas: 3 })).rejects.toThrow(/3 replicas need a JetStream cluster.*EVENT_STREAM_REPLICAS=1/);
    await expect(jsm.streams.info(namespace.streamName)).rejects.toThrow(/stream not found/);
  });

  it('refuses to raise an existing stream to 3 replicas on a server that is not clustered, and leaves it as it was', async () => {
    const created = await ensureEventStream(jsm, stream());
    await expect(ensureEventStream(jsm, { ...stream(), replicas: 3 })).rejects.toThrow(/EVENT_STREAM_REPLICAS=1/);
    expect((await jsm.streams.info(namespace.streamName)).config).toEqual(created.config);
  });
});
