import { resolve } from 'node:path';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { loadEnv } from '../config/load-env.js';
import { FilesystemStorage } from './filesystem.storage.js';
import { parseFileKey, type FileKey } from './file-cipher.js';
import { STORAGE_DRIVERS, type ObjectStorage, type StorageDriver } from './object-storage.js';
import { S3Storage } from './s3.storage.js';

/** Development-only secrets: refused in production, so a deployment must set its own. */
const DEV_LINK_SECRET = 'dev-only-file-link-secret-change-me';
const DEV_DOCUMENTS_KEY = Buffer.alloc(32, 7).toString('base64');

/**
 * Where files live and the secrets that protect them (issue 11, docs/photos.md), read by the gateway
 * and the venues service (both must agree). `STORAGE_DRIVER=filesystem` (default) keeps objects
 * under `STORAGE_DIR`; `s3` keeps them in `S3_BUCKET` of any S3-compatible store.
 */
export class StorageEnv {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsIn(STORAGE_DRIVERS)
  STORAGE_DRIVER: StorageDriver = 'filesystem';

  /** The filesystem driver's root. Empty: `.data/storage` under the working directory (the repo for npm start). */
  @IsOptional() @IsString()
  STORAGE_DIR: string = '';

  /** Empty: AWS for S3_REGION. MinIO: `http://minio:9000`. */
  @IsOptional() @Matches(/^(https?:\/\/.+)?$/, { message: 'must be an http(s) URL' })
  S3_ENDPOINT: string = '';

  @IsString()
  S3_REGION: string = 'us-east-1';

  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be an S3 bucket name' })
  S3_BUCKET: string = 'lieux';

  @IsOptional() @IsString()
  S3_ACCESS_KEY_ID: string = '';

  @IsOptional() @IsString()
  S3_SECRET_ACCESS_KEY: string = '';

  @IsBoolean()
  S3_FORCE_PATH_STYLE: boolean = true;

  /** Signs the short-lived links to private documents (HMAC-SHA256). At least 32 characters; required in production. */
  @ValidateIf((env: StorageEnv) => env.NODE_ENV === 'production')
  @Matches(/^(?!dev-only-).{32,}$/, { message: 'must be set (32+ characters) in production' })
  FILE_LINK_SECRET: string = DEV_LINK_SECRET;

  /** AES-256-GCM key of private documents at rest: 32 bytes in base64 (`openssl rand -base64 32`); required in production. */
  @ValidateIf((env: StorageEnv) => env.NODE_ENV === 'production')
  @Matches(/^(?!BwcHBwcH)[A-Za-z0-9+/]{43}=$/, { message: 'must be 32 bytes in base64 (not the development key) in production' })
  DOCUMENTS_ENCRYPTION_KEY: string = DEV_DOCUMENTS_KEY;

  /** The key's id, stored beside each document (a new key gets a new id; old documents keep theirs). */
  @Matches(/^[a-z0-9_-]{1,32}$/i)
  DOCUMENTS_ENCRYPTION_KEY_ID: string = 'k1';
}

export interface StorageSettings {
  storage: ObjectStorage;
  linkSecret: string;
  documentsKey: FileKey;
}

export function loadStorageEnv(source: NodeJS.ProcessEnv = process.env): StorageEnv {
  return loadEnv(StorageEnv, source);
}

export function createObjectStorage(env: StorageEnv): ObjectStorage {
  if (env.STORAGE_DRIVER === 's3') {
    return new S3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return new FilesystemStorage(env.STORAGE_DIR || resolve('.data', 'storage'));
}

/** The storage, the link secret and the documents' key, from the environment (validated). */
export function storageSettingsFromEnv(source: NodeJS.ProcessEnv = process.env): StorageSettings {
  const env = loadStorageEnv(source);
  return {
    storage: createObjectStorage(env),
    linkSecret: env.FILE_LINK_SECRET,
    documentsKey: parseFileKey(env.DOCUMENTS_ENCRYPTION_KEY_ID, env.DOCUMENTS_ENCRYPTION_KEY),
  };
}
