import type { Readable } from 'node:stream';

/**
 * Object storage behind one interface (issue 11, docs/photos.md): a directory on the local disk for
 * `npm start` and the tests, any S3-compatible store (MinIO, AWS S3…) for deployments. Keys are made
 * by the server alone (`photos/<venue>/<photo>/card.webp`, `quarantine/<uuid>`); a key that a user
 * could have written (`..`, a leading `/`, odd characters) is refused before any I/O.
 */
export interface ObjectStorage {
  /** Which driver this is (`filesystem` or `s3`), for logs and readiness. */
  readonly driver: StorageDriver;
  /** Writes the object whole (replacing one with the same key); resolves with the bytes written. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<{ size: number }>;
  /** The object's bytes as a stream; `StorageObjectNotFound` when there is none. */
  get(key: string): Promise<Readable>;
  /** The object's bytes at once (files here are at most a few megabytes). */
  read(key: string): Promise<Buffer>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every key under a prefix (`photos/<venue>/`): tests and clean-ups. */
  list(prefix: string): Promise<string[]>;
  /** Throws when the store cannot be reached (readiness, start-up). */
  check(): Promise<void>;
}

export const STORAGE_DRIVERS = ['filesystem', 's3'] as const;
export type StorageDriver = (typeof STORAGE_DRIVERS)[number];

export class StorageObjectNotFound extends Error {
  override readonly name = 'StorageObjectNotFound';
  constructor(readonly key: string) {
    super(`no object ${key}`);
  }
}

export class InvalidStorageKey extends Error {
  override readonly name = 'InvalidStorageKey';
}

/** Lower-case words, digits, `-`, `_` and `.` separated by single `/`; no `.` or `..` segment. */
const KEY_PATTERN = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;

export function assertStorageKey(key: string): string {
  if (key.length > 512 || !KEY_PATTERN.test(key) || key.split('/').some((segment) => segment === '.' || segment === '..' || segment.includes('..'))) {
    throw new InvalidStorageKey(`invalid storage key ${JSON.stringify(key.slice(0, 80))}`);
  }
  return key;
}

/** A prefix for `list`: a key, or a key followed by `/`. */
export function assertStoragePrefix(prefix: string): string {
  assertStorageKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}
