/** Type-only key: the request and reply types of an RPC exist at compile time only. */
declare const rpcTypes: unique symbol;

/**
 * One request-reply call (gateway → service): its subject, and the types of its request and reply.
 * The gateway's `ServiceClient.request` and the service's `@RpcHandler` both take it, so the two
 * ends cannot disagree on the subject or on the types.
 */
export interface RpcDefinition<Request = unknown, Reply = unknown> {
  readonly subject: string;
  readonly [rpcTypes]?: { request: Request; reply: Reply };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches every definition, whatever its types
export type AnyRpc = RpcDefinition<any, any>;
export type RpcRequest<D extends AnyRpc> = NonNullable<D[typeof rpcTypes]>['request'];
export type RpcReply<D extends AnyRpc> = NonNullable<D[typeof rpcTypes]>['reply'];

/** The request of a call that takes nothing: `{}`. */
export type NoPayload = Record<string, never>;

/** Declares an RPC: `rpc<Request, Reply>('<service>.<feature>.<verb>')`. */
export function rpc<Request, Reply>(subject: string): RpcDefinition<Request, Reply> {
  return { subject };
}
