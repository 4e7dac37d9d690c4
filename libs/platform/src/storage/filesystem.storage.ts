import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { assertStorageKey, assertStoragePrefix, StorageObjectNotFound, type ObjectStorage } from './object-storage.js';

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Objects as files under one root directory (`STORAGE_DIR`). A write goes to a temporary file first
 * and is renamed into place, so a reader never sees half an object. The content type is not kept:
 * what reads an object knows what it wrote (the database row says it).
 */
export class FilesystemStorage implements ObjectStorage {
  readonly driver = 'filesystem' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<{ size: number }> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.part`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temporary, body);
      else await pipeline(body, createWriteStream(temporary));
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { size: (await stat(path)).size };
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    try {
      await stat(path);
    } catch (error) {
      if (isMissing(error)) throw new StorageObjectNotFound(key);
      throw error;
    }
    return createReadStream(path);
  }

  async read(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) throw new StorageObjectNotFound(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    assertStoragePrefix(prefix);
    const keys: string[] = [];
    const walk = async (directory: string): Promise<void> => {
      let entries;
      try {
        entries = await readdir(directory, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const path = join(directory, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (!entry.name.endsWith('.part')) keys.push(relative(this.root, path).split(sep).join('/'));
      }
    };
    await walk(this.root);
    return keys.filter((key) => key.startsWith(prefix)).sort();
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  /** The file of a key, always inside the root (the key's shape is checked, and the result again). */
  private pathOf(key: string): string {
    const path = resolve(this.root, assertStorageKey(key));
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key ${key} leaves the root`);
    return path;
  }
}

/** A readable of a buffer (the S3 driver and tests). */
export const bufferStream = (bytes: Buffer): Readable => Readable.from([bytes]);
