import { MessagePattern } from '@nestjs/microservices';
import type { AnyRpc, RpcReply, RpcRequest } from '@lieux/contracts';
import type { Observable } from 'rxjs';
import { rpcSubject } from './rpc-subject.js';

/** What a handler of `D` may return. */
type ReplyOf<D extends AnyRpc> = RpcReply<D> | Promise<RpcReply<D>> | Observable<RpcReply<D>>;

/**
 * A method can answer `D` when it returns D's reply and, if it reads the payload (its first
 * parameter, `@Payload()`), accepts D's request. Methods compare their parameters both ways, so the
 * payload is checked here, not by assignability.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- other parameters are Nest's (context, @CurrentActor()…)
type Handles<D extends AnyRpc, M> = M extends (...args: infer A) => any
  ? A extends []
    ? unknown
    : [RpcRequest<D>] extends [A[0]]
      ? unknown
      : { 'the payload parameter must accept the request of': D['subject'] }
  : never;

/**
 * Declares the handler of one RPC of the contract (`@RpcHandler(RPC.categoriesList)`): Nest's
 * `@MessagePattern` on the subject behind NATS_SUBJECT_PREFIX. A method whose reply or payload does
 * not match the definition does not compile.
 */
export function RpcHandler<D extends AnyRpc>(rpc: D) {
  const pattern = MessagePattern(rpcSubject(rpc.subject));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Handles
  return <M extends (...args: any[]) => ReplyOf<D>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M> & Handles<D, M>,
  ): void => {
    pattern(target, key, descriptor);
  };
}
