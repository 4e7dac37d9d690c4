import type { FileKey, ObjectStorage } from '@lieux/platform';

/** The object storage (filesystem or S3, docs/photos.md). */
export const OBJECT_STORAGE = Symbol('ObjectStorage');

/** The secrets of private files: the HMAC secret of document links and the documents' encryption key. */
export interface FileSecrets {
  linkSecret: string;
  documentsKey: FileKey;
}
export const FILE_SECRETS = Symbol('FileSecrets');

/** The clock of verification dates and document links (tests move it). */
export const PHOTOS_CLOCK = Symbol('PhotosClock');
export type Clock = () => Date;

/** Where the gateway writes an upload: `quarantine/<uuid>`; any other key is refused. */
export const QUARANTINE_KEY = /^quarantine\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type { ObjectStorage };
