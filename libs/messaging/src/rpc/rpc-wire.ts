/**
 * How a request and its reply travel (both ends are ours: `ServiceClient` and `NatsRpcServer`). The
 * request's data is its payload as JSON, with the request id and the actor in headers; a success
 * reply is the handler's result as JSON (empty for none); a failure is the `RpcErrorPayload` as JSON
 * with this header set. No envelope, no per-message id: NATS routes the reply to its inbox.
 */
export const RPC_ERROR_HEADER = 'lieux-rpc-error';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const EMPTY = new Uint8Array(0);

export function encodeRpcBody(value: unknown): Uint8Array {
  return value === undefined ? EMPTY : encoder.encode(JSON.stringify(value));
}

export function decodeRpcBody<T>(data: Uint8Array): T {
  return (data.length === 0 ? undefined : JSON.parse(decoder.decode(data))) as T;
}
