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
   * How long JetStream remembers a message id to drop a re-publication. Default 2 minutes: a relay that
   * crashed between publish and commit republishes within seconds. Tests shorten it to let a duplicate
   * through on purpose and prove that the inbox absorbs it.
   */
  duplicateWindowMs?: number;
  /** How long the stream keeps an event (`EVENT_STREAM_MAX_AGE_DAYS`). Default 7 days. */
  maxAgeMs?: number;
}

const DEFAULT_DUPLICATE_WINDOW_MS = 2 * 60_000;
export const DEFAULT_EVENT_STREAM_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** JetStream's "stream name already in use" (the client names no constant for it). */
const STREAM_NAME_IN_USE = 10058;

/**
 * Creates the event stream with every subject of the catalogue, or adds to an existing stream the
 * subjects it lacks. It never removes a subject nor rewrites the rest of the configuration: during a
 * rolling deploy an older replica must not take away what a newer one added. The duplicate window
 * and the maximum age are set when the stream is created (change them later with `nats stream edit`).
 * Safe to call from every service at start-up, concurrently: the loser of a creation race adds.
 * Dead letters are not kept in NATS but in each consumer's `dead_letter` table.
 */
export async function ensureEventStream(jsm: JetStreamManager, options: EventStreamOptions = {}): Promise<StreamInfo> {
  const streamName = options.streamName ?? EVENT_STREAM;
  const subjectPrefix = options.subjectPrefix ?? '';
  assertSubjectPrefix(subjectPrefix);
  const subjects = eventStreamSubjects(subjectPrefix);

  const existing = await findStream(jsm, streamName);
  if (existing) {
    return addMissingSubjects(jsm, existing, subjects);
  }
  try {
    return await jsm.streams.add({
      name: streamName,
      subjects,
      storage: StorageType.File,
      duplicate_window: nanos(options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS),
      max_age: nanos(options.maxAgeMs ?? DEFAULT_EVENT_STREAM_MAX_AGE_MS),
    });
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === STREAM_NAME_IN_USE) {
      return addMissingSubjects(jsm, await jsm.streams.info(streamName), subjects);
    }
    throw error;
  }
}

/** Attempts at adding subjects while other processes update the same stream. */
const ADD_ATTEMPTS = 5;

/**
 * Adds the subjects no existing subject of the stream covers; the stream's own subjects all stay.
 * An update replaces the subject list, so two processes adding different subjects at the same moment
 * could each write a list without the other's: the result is read back and the missing ones added again.
 */
async function addMissingSubjects(jsm: JetStreamManager, stream: StreamInfo, wanted: string[]): Promise<StreamInfo> {
  let info = stream;
  for (let attempt = 1; ; attempt += 1) {
    const current = info.config.subjects ?? [];
    const missing = wanted.filter((subject) => !current.some((pattern) => subjectCovers(pattern, subject)));
    if (missing.length === 0) {
      return info;
    }
    if (attempt > ADD_ATTEMPTS) {
      throw new Error(`Stream ${info.config.name} still lacks ${missing.join(', ')} after ${ADD_ATTEMPTS} updates`);
    }
    await jsm.streams.update(info.config.name, { ...info.config, subjects: [...current, ...missing] });
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
