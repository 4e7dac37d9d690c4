import { AsyncLocalStorage } from 'node:async_hooks';
import { newTraceId } from '../tracing/trace-id.js';

/** The header that carries the request id from the browser, through the gateway, into services. */
export const REQUEST_ID_HEADER = 'x-request-id';

const storage = new AsyncLocalStorage<{ requestId: string }>();

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * Keeps a caller-supplied id only when it looks like an id, so logs cannot be forged with it; else a
 * new id shaped as a W3C trace id, so that with or without tracing a request id reads like one.
 */
export function acceptRequestId(candidate: unknown): string {
  return typeof candidate === 'string' && /^[A-Za-z0-9._:-]{8,100}$/.test(candidate) ? candidate : newTraceId();
}
