import { JetStreamApiCodes, JetStreamApiError, StorageType, type JetStreamManager, type StreamInfo } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { EVENT_STREAM } from '@lieux/contracts';
import { assertSubjectPrefix, eventStreamSubjects } from './event-subject.namespace.js';

export interface EventStreamOptions {
  /** Default `EVENTS`. */
  streamName?: string;
  /** Prepended to every subject (`t1a2b.`); empty in production. */
  subjectPrefix?: string;
  /**
   * How long JetStream remembers a message id to drop a re-publication. Default 2 minutes: a relay that
   * crashed between publish and commit republishes within seconds. Tests shorten it to let a duplicate
   * through on purpose and prove that the inbox absorbs it.
   */
  duplicateWindowMs?: number;
}

const DEFAULT_DUPLICATE_WINDOW_MS = 2 * 60_000;
/** JetStream's "stream name already in use" (the client names no constant for it). */
const STREAM_NAME_IN_USE = 10058;

/**
 * Creates the event stream, or brings an existing one to the expected subjects and duplicate window.
 * Safe to call from every service at start-up, concurrently: the loser of a creation race updates.
 * Dead letters are not kept in NATS but in each consumer's `dead_letter` table.
 */
export async function ensureEventStream(jsm: JetStreamManager, options: EventStreamOptions = {}): Promise<StreamInfo> {
  const streamName = options.streamName ?? EVENT_STREAM;
  const subjectPrefix = options.subjectPrefix ?? '';
  assertSubjectPrefix(subjectPrefix);
  const subjects = eventStreamSubjects(subjectPrefix);
  const duplicateWindow = nanos(options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS);

  const existing = await findStream(jsm, streamName);
  if (existing) {
    return jsm.streams.update(streamName, { ...existing.config, subjects, duplicate_window: duplicateWindow });
  }
  try {
    return await jsm.streams.add({
      name: streamName,
      subjects,
      storage: StorageType.File,
      duplicate_window: duplicateWindow,
    });
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === STREAM_NAME_IN_USE) {
      return jsm.streams.update(streamName, { subjects, duplicate_window: duplicateWindow });
    }
    throw error;
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
