import type { FastifyReply } from 'fastify';
import type { OpenDocumentReply } from '@lieux/contracts';
import { decryptFile, StorageObjectNotFound, verifyLink, type ObjectStorage } from '@lieux/platform';
import { ApiException } from '../http/api-exception.js';
import { isUuid } from '../http/uuid.js';
import type { FileSecrets } from './photos.module.js';

/** Whether `query` holds a valid, unexpired signed link to `path` for the document `id`. */
export function assertDocumentLink(secrets: FileSecrets, id: string, path: string, query: Record<string, unknown>): void {
  if (!isUuid(id) || !verifyLink(secrets.linkSecret, path, { expires: query.expires, signature: query.signature })) throw new ApiException('document_link_invalid');
}

/**
 * Sends a private document (a verification's or a claim's) once the owning service said who may see
 * it: decrypted, never cached, sandboxed, under its display name.
 */
export async function sendPrivateDocument(reply: FastifyReply, storage: ObjectStorage, secrets: FileSecrets, document: OpenDocumentReply): Promise<void> {
  if (document.keyId !== secrets.documentsKey.id) throw new ApiException('document_not_found');
  let stored: Buffer;
  try {
    stored = await storage.read(document.storageKey);
  } catch (error) {
    if (error instanceof StorageObjectNotFound) throw new ApiException('document_not_found');
    throw new ApiException('storage_unavailable');
  }
  const asciiName = document.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  await reply
    .type(document.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`)
    .send(decryptFile(secrets.documentsKey, stored));
}
