import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { FilesystemStorage } from './filesystem.storage.js';
import { InvalidStorageKey, StorageObjectNotFound, type ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3.storage.js';
import { createObjectStorage, loadStorageEnv } from './storage.env.js';

// The storage module against the real things: a directory on disk, and the S3 client against a
// local S3-compatible server (s3rver) started by this file, since no MinIO binary is on this machine.

const text = async (stream: Readable): Promise<string> => Buffer.concat(await stream.toArray()).toString();

function behavesAsObjectStorage(name: string, open: () => ObjectStorage) {
  describe(name, () => {
    let storage: ObjectStorage;
    beforeAll(async () => {
      storage = open();
      await storage.check();
    });

    it('writes, reads (whole and as a stream), lists and deletes objects', async () => {
      await storage.put('photos/v1/p1/card.webp', Buffer.from('card bytes'), 'image/webp');
      await storage.put('photos/v1/p1/og.webp', Readable.from([Buffer.from('og '), Buffer.from('bytes')]), 'image/webp');
      await storage.put('photos/v2/p9/card.webp', Buffer.from('other venue'), 'image/webp');
      expect((await storage.read('photos/v1/p1/card.webp')).toString()).toBe('card bytes');
      expect(await text(await storage.get('photos/v1/p1/og.webp'))).toBe('og bytes');
      expect(await storage.exists('photos/v1/p1/card.webp')).toBe(true);
      expect(await storage.list('photos/v1/')).toEqual(['photos/v1/p1/card.webp', 'photos/v1/p1/og.webp']);
      await storage.delete('photos/v1/p1/card.webp');
      await storage.delete('photos/v1/p1/card.webp');
      expect(await storage.exists('photos/v1/p1/card.webp')).toBe(false);
      expect(await storage.list('photos/v1/')).toEqual(['photos/v1/p1/og.webp']);
    });

    it('replaces an object written again under its key', async () => {
      await storage.put('quarantine/same', Buffer.from('first'), 'application/octet-stream');
      await storage.put('quarantine/same', Buffer.from('second'), 'application/octet-stream');
      expect((await storage.read('quarantine/same')).toString()).toBe('second');
    });

    it('says StorageObjectNotFound for a missing object', async () => {
      await expect(storage.read('documents/none.bin')).rejects.toBeInstanceOf(StorageObjectNotFound);
      await expect(storage.get('documents/none.bin')).rejects.toBeInstanceOf(StorageObjectNotFound);
    });

    it('refuses a key a user could have made up, before any I/O', async () => {
      await expect(storage.put('../outside', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(storage.read('photos/../../etc/passwd')).rejects.toBeInstanceOf(InvalidStorageKey);
    });
  });
}

describe('object storage', () => {
  let directory: string;
  let s3Directory: string;
  let s3rver: S3rver;
  let endpoint: string;
  const s3Storages: S3Storage[] = [];

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'lieux-storage-'));
    s3Directory = await mkdtemp(join(tmpdir(), 'lieux-s3rver-'));
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Directory });
    const { port } = (await s3rver.run()) as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    for (const storage of s3Storages) storage.destroy();
    await s3rver.close();
    await rm(directory, { recursive: true, force: true });
    await rm(s3Directory, { recursive: true, force: true });
  });

  behavesAsObjectStorage('the filesystem driver', () => new FilesystemStorage(directory));
  behavesAsObjectStorage('the S3 driver (against s3rver), bucket created at check', () => {
    // S3rver takes any credentials it is given (S3RVER / S3RVER by default).
    const storage = new S3Storage({ endpoint, region: 'us-east-1', bucket: 'lieux-test', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
    s3Storages.push(storage);
    return storage;
  });

  it('is chosen by STORAGE_DRIVER', () => {
    expect(createObjectStorage(loadStorageEnv({ STORAGE_DIR: directory })).driver).toBe('filesystem');
    const s3 = createObjectStorage(loadStorageEnv({ STORAGE_DRIVER: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: 'lieux-test' }));
    expect(s3.driver).toBe('s3');
    s3Storages.push(s3 as S3Storage);
  });

  it('refuses the development secrets in production', () => {
    expect(() => loadStorageEnv({ NODE_ENV: 'production' })).toThrow(/FILE_LINK_SECRET.*DOCUMENTS_ENCRYPTION_KEY|DOCUMENTS_ENCRYPTION_KEY.*FILE_LINK_SECRET/);
  });
});
