import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { QuarantinedUpload } from '@lieux/contracts';
import type { ErrorCode } from '@lieux/contracts';
import type { MultipartFile } from '@fastify/multipart';
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
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  } catch (error) {
    throw uploadError(error);
  }
  if (!part) throw new ApiException('file_missing');
  return quarantine(part, storage, maxBytes);
}

/**
 * Receives several file parts (at most `maxFiles`, each named by one of `fieldNames`) into quarantine
 * keys, as `receiveUpload` does for one; on any refusal the ones written are deleted. `tooMany` is the
 * route's code for more parts than it takes.
 */
export async function receiveUploads(
  request: FastifyRequest,
  storage: ObjectStorage,
  options: { maxBytes: number; maxFiles: number; fieldNames: readonly string[]; tooMany: ErrorCode; unknownField: ErrorCode },
): Promise<Array<QuarantinedUpload & { field: string }>> {
  if (!request.isMultipart()) throw new ApiException('file_missing');
  const received: Array<QuarantinedUpload & { field: string }> = [];
  try {
    for await (const part of request.files({ limits: { fileSize: options.maxBytes, files: options.maxFiles, fields: 5, parts: options.maxFiles + 5 } })) {
      if (!options.fieldNames.includes(part.fieldname)) throw new ApiException(options.unknownField);
      received.push({ ...(await quarantine(part, storage, options.maxBytes)), field: part.fieldname });
    }
  } catch (error) {
    await Promise.all(received.map((upload) => storage.delete(upload.quarantineKey).catch(() => undefined)));
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT' || (error as { code?: string }).code === 'FST_PARTS_LIMIT') throw new ApiException(options.tooMany);
    throw uploadError(error);
  }
  return received;
}

/** A multipart failure as the API's answer. */
function uploadError(error: unknown): ApiException {
  if (error instanceof ApiException) return error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return new ApiException('file_too_large');
  return new ApiException('file_missing');
}

/** Reads one file part (cut at `maxBytes`) and writes it to a fresh quarantine key. */
async function quarantine(part: MultipartFile, storage: ObjectStorage, maxBytes: number): Promise<QuarantinedUpload> {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    throw uploadError(error);
  }
  // Busboy cuts the stream at the limit; whether toBuffer then throws depends on timing, the flag does not.
  if (part.file.truncated || bytes.length > maxBytes) throw new ApiException('file_too_large');
  if (bytes.length === 0) throw new ApiException('file_empty');
  const quarantineKey = `quarantine/${randomUUID()}`;
  try {
    await storage.put(quarantineKey, bytes, 'application/octet-stream');
  } catch {
    throw new ApiException('storage_unavailable');
  }
  return { quarantineKey, fileName: part.filename ?? '', size: bytes.length };
}
