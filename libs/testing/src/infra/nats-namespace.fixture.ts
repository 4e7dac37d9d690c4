import { JetStreamApiError, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsUrlFromEnv } from './infra-urls.config.js';
import { acquireContainer } from './shared-container.runtime.js';
import { uniqueHex } from './unique-id.util.js';

export interface NatsNamespace {
  url: string;
  /** `t<hex>.`: give it to the relay, the consumers and `ensureEventStream`. */
  subjectPrefix: string;
  /** `EVENTS_T<HEX>`: this namespace's own event stream. */
  streamName: string;
  /** Deletes the stream (and with it its consumers). */
  cleanup(): Promise<void>;
}

/** JetStream's "stream not found". */
const STREAM_NOT_FOUND = 10059;

/**
 * Subjects and a stream name of one's own on a NATS server with JetStream (a container when a runtime
 * is available, otherwise `NATS_URL`), so test files running side by side never see each other's events.
 */
export async function createNatsNamespace(): Promise<NatsNamespace> {
  const container = await acquireContainer('nats');
  const url = container?.url ?? natsUrlFromEnv();
  try {
    await withNats(url, async (nc) => {
      await jetstreamManager(nc);
    });
  } catch (error) {
    await container?.release();
    throw error;
  }
  const hex = uniqueHex(5);
  const streamName = `EVENTS_T${hex.toUpperCase()}`;
  let cleaned = false;
  return {
    url,
    subjectPrefix: `t${hex}.`,
    streamName,
    cleanup: async () => {
      if (cleaned) {
        return;
      }
      cleaned = true;
      try {
        await withNats(url, async (nc) => {
          const jsm = await jetstreamManager(nc);
          try {
            await jsm.streams.delete(streamName);
          } catch (error) {
            if (!(error instanceof JetStreamApiError && error.code === STREAM_NOT_FOUND)) {
              throw error;
            }
          }
        });
      } finally {
        await container?.release();
      }
    },
  };
}

async function withNats(url: string, work: (nc: NatsConnection) => Promise<void>): Promise<void> {
  let nc: NatsConnection;
  try {
    nc = await connect({ servers: url, timeout: 3_000 });
  } catch (error) {
    throw new Error(
      `NATS is not reachable at ${url} (${(error as Error).message}): ` +
        'start it with JetStream (`nats-server -js`, or `npm run infra:up`) or set NATS_URL',
      { cause: error },
    );
  }
  try {
    await work(nc);
  } finally {
    await nc.close();
  }
}
