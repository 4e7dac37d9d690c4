import { JetStreamApiCodes, JetStreamApiError, StorageType, type JetStreamManager, type StreamInfo } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { EVENT_STREAM } from '@lieux/contracts';
import { assertSubjectPrefix, eventStreamSubjects, subjectCovers } from './event-subject.namespace.js';

export interface EventStreamOptions {
  /** Default `EVENTS`. */
  streamName?: string;
  /** Prepended to every subject (`t1a2b.`); empty in production. */
  subjectPrefix?: string;
  /**
   * How long JetStream remembers a message id to drop a re-publication (`EVENT_STREAM_DUPLICATE_WINDOW_SECONDS`).
   * Default 2 minutes: a relay that crashed between publish and commit republishes within seconds.
   * Tests shorten it to let a duplicate through on purpose and prove that the inbox absorbs it.
   */
  duplicateWindowMs?: number;
  /** How long the stream keeps an event (`EVENT_STREAM_MAX_AGE_DAYS`). Default 7 days. */
  maxAgeMs?: number;
  /**
   * Copies of every event across a JetStream cluster (`EVENT_STREAM_REPLICAS`). Default 1: one local
   * server. 3 in Kubernetes (docs/deployment.md, "NATS"): an event survives the loss of one server.
   */
  replicas?: number;
}

export const DEFAULT_DUPLICATE_WINDOW_MS = 2 * 60_000;
export const DEFAULT_EVENT_STREAM_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** JetStream's "stream name already in use" (the client names no constant for it). */
const STREAM_NAME_IN_USE = 10058;
/** JetStream's "replicas > 1 not supported in non-clustered mode". */
const REPLICAS_NEED_CLUSTER = 10074;

/**
 * Creates the event stream with every subject of the catalogue, or adds to an existing stream the
 * subjects it lacks and raises its replicas to the number asked (JetStream copies the stream to the new
 * peers). It never removes a subject nor lowers the replicas: during a rolling deploy an older replica
 * must not take away what a newer one added (lower them with `nats stream edit --replicas`). The
 * duplicate window and the maximum age are set when the stream is created (change them later with
 * `nats stream edit`: tests set their own windows on streams services then open).
 * Safe to call from every service at start-up, concurrently: the loser of a creation race adds.
 * Dead letters are not kept in NATS but in each consumer's `dead_letter` table.
 */
export async function ensureEventStream(jsm: JetStreamManager, options: EventStreamOptions = {}): Promise<StreamInfo> {
  const streamName = options.streamName ?? EVENT_STREAM;
  const subjectPrefix = options.subjectPrefix ?? '';
  assertSubjectPrefix(subjectPrefix);
  const wanted: WantedStream = {
    subjects: eventStreamSubjects(subjectPrefix),
    replicas: options.replicas ?? 1,
    duplicateWindow: nanos(options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS),
  };
  try {
    const existing = await findStream(jsm, streamName);
    if (existing) {
      return await completeStream(jsm, existing, wanted);
    }
    try {
      return await jsm.streams.add({
        name: streamName,
        subjects: wanted.subjects,
        storage: StorageType.File,
        num_replicas: wanted.replicas,
        duplicate_window: wanted.duplicateWindow,
        max_age: nanos(options.maxAgeMs ?? DEFAULT_EVENT_STREAM_MAX_AGE_MS),
      });
    } catch (error) {
      if (error instanceof JetStreamApiError && error.code === STREAM_NAME_IN_USE) {
        return await completeStream(jsm, await jsm.streams.info(streamName), wanted);
      }
      throw error;
    }
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === REPLICAS_NEED_CLUSTER) {
      throw replicasNeedCluster(streamName, wanted.replicas, error);
    }
    throw error;
  }
}

function replicasNeedCluster(streamName: string, replicas: number, cause?: Error): Error {
  return new Error(
    `Stream ${streamName}: ${replicas} replicas need a JetStream cluster, and this NATS server is not clustered ` +
      `(set EVENT_STREAM_REPLICAS=1 for a single server)${cause ? `: ${cause.message}` : ''}`,
    { cause },
  );
}

/** What the stream must have at least: subjects covered, replicas; and its duplicate window if created (nanoseconds). */
interface WantedStream {
  subjects: string[];
  replicas: number;
  duplicateWindow: number;
}

/** Attempts at completing the stream while other processes update it. */
const ADD_ATTEMPTS = 5;

/**
 * Adds the subjects no existing subject of the stream covers (the stream's own subjects all stay) and
 * raises its replicas when lower than wanted. An update replaces the whole
 * configuration, so two processes updating at the same moment could each write a list without the
 * other's: the result is read back and what is still missing added again.
 */
async function completeStream(jsm: JetStreamManager, stream: StreamInfo, wanted: WantedStream): Promise<StreamInfo> {
  let info = stream;
  for (let attempt = 1; ; attempt += 1) {
    const current = info.config.subjects ?? [];
    const missing = wanted.subjects.filter((subject) => !current.some((pattern) => subjectCovers(pattern, subject)));
    const replicas = Math.max(info.config.num_replicas ?? 1, wanted.replicas);
    if (missing.length === 0 && replicas === (info.config.num_replicas ?? 1)) {
      return info;
    }
    if (replicas > (info.config.num_replicas ?? 1) && !info.cluster) {
      // A single server takes the update and reports replicas it does not have: refuse as a creation would.
      throw replicasNeedCluster(info.config.name, replicas);
    }
    if (attempt > ADD_ATTEMPTS) {
      throw new Error(`Stream ${info.config.name} still lacks ${missing.join(', ') || `${wanted.replicas} replicas`} after ${ADD_ATTEMPTS} updates`);
    }
    await jsm.streams.update(info.config.name, {
      ...info.config,
      subjects: [...current, ...missing],
      num_replicas: replicas,
    });
    info = await jsm.streams.info(info.config.name);
  }
}

async function findStream(jsm: JetStreamManager, streamName: string): Promise<StreamInfo | undefined> {
  try {
    return await jsm.streams.info(streamName);
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound) {
      return undefined;
    }
    throw error;
  }
}
