import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { QuarantinedUpload } from '@lieux/contracts';
import type { ObjectStorage } from '@lieux/platform';
import { ApiException } from '../http/api-exception.js';

/** The gateway's object storage (the same as the venues service's: docs/photos.md). */
export const GATEWAY_STORAGE = Symbol('GatewayStorage');
/** FILE_LINK_SECRET and the documents' key, to check links and read documents. */
export const GATEWAY_FILE_SECRETS = Symbol('GatewayFileSecrets');

/**
 * Receives the one file part of a multipart upload, cut at `maxBytes`, and writes it to a quarantine
 * key the gateway makes (`quarantine/<uuid>`): the owning service checks it there and deletes it. The
 * browser's file name is passed on for display only; its Content-Type is ignored (the bytes decide).
 */
export async function receiveUpload(request: FastifyRequest, storage: ObjectStorage, maxBytes: number): Promise<QuarantinedUpload> {
  if (!request.isMultipart()) throw new ApiException('file_missing');
  let bytes: Buffer;
  let fileName: string;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
    if (!part) throw new ApiException('file_missing');
    fileName = part.filename ?? '';
    bytes = await part.toBuffer();
    // Busboy cuts the stream at the limit; whether toBuffer then throws depends on timing, the flag does not.
    if (part.file.truncated || bytes.length > maxBytes) throw new ApiException('file_too_large');
  } catch (error) {
    if (error instanceof ApiException) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiException('file_too_large');
    throw new ApiException('file_missing');
  }
  if (bytes.length === 0) throw new ApiException('file_empty');
  const quarantineKey = `quarantine/${randomUUID()}`;
  try {
    await storage.put(quarantineKey, bytes, 'application/octet-stream');
  } catch {
    throw new ApiException('storage_unavailable');
  }
  return { quarantineKey, fileName, size: bytes.length };
}
