import { headers as natsHeaders, type MsgHdrs, type RequestOptions } from '@nats-io/transport-node';
import { RPC, type CategoryDto, type HealthReply } from '@lieux/contracts';
import { REQUEST_ID_HEADER } from '@lieux/platform';
import { ACTOR_HEADERS } from './actor.js';
import { RPC_ERROR_HEADER } from './rpc-wire.js';
import { RpcFailure, ServiceClient, type NatsRequester } from './service-client.js';

/** A connection that records what it was asked to send and answers `reply` (with `headers`). */
function recordingRequester(reply: unknown, replyHeaders?: MsgHdrs) {
  const sent: Array<{ subject: string; data: Uint8Array; headers: MsgHdrs }> = [];
  const requester = {
    request: async (subject: string, data: Uint8Array, options: RequestOptions) => {
      sent.push({ subject, data, headers: options.headers as MsgHdrs });
      return { data: new TextEncoder().encode(JSON.stringify(reply)), headers: replyHeaders };
    },
  } as unknown as NatsRequester;
  return { requester, sent };
}

const ACTOR = { userId: '0b6f3c0e-5d43-4c1e-9a5e-2f0c6b7d8e91', role: 'merchant', plan: 'free' } as const;

describe('ServiceClient.request', () => {
  it("sends the payload as JSON on the definition's subject, behind the prefix, with the request id and the actor in the headers", async () => {
    const { requester, sent } = recordingRequester([{ id: 'cafe', name: 'Café' }]);
    const categories = await new ServiceClient(requester, 1000, 'p1.').request(RPC.categoriesList, {}, { requestId: 'req-12345678', actor: ACTOR });
    expect(categories).toEqual([{ id: 'cafe', name: 'Café' }]);
    expect(sent[0].subject).toBe('p1.venues.categories.list');
    expect(new TextDecoder().decode(sent[0].data)).toBe('{}');
    expect(sent[0].headers.get(REQUEST_ID_HEADER)).toBe('req-12345678');
    expect(sent[0].headers.get(ACTOR_HEADERS.userId)).toBe(ACTOR.userId);
    expect(sent[0].headers.get(ACTOR_HEADERS.role)).toBe('merchant');
    expect(sent[0].headers.get(ACTOR_HEADERS.plan)).toBe('free');
  });

  it('sends no actor header for an anonymous request', async () => {
    const { requester, sent } = recordingRequester({ status: 'ok', service: 'votes', checks: {} });
    await new ServiceClient(requester, 1000).request(RPC.healthCheck.votes, {}, { actor: undefined });
    expect(Object.values(ACTOR_HEADERS).some((name) => sent[0].headers.has(name))).toBe(false);
  });

  it("turns a reply marked as an error into an RpcFailure with the service's code and error id", async () => {
    const headers = natsHeaders();
    headers.set(RPC_ERROR_HEADER, '1');
    const { requester } = recordingRequester({ code: 'internal_error', errorId: 'err-1' }, headers);
    const failure = await new ServiceClient(requester, 1000).request(RPC.categoriesList, {}, { actor: undefined }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RpcFailure);
    expect(failure).toMatchObject({ code: 'internal_error', errorId: 'err-1', subject: 'venues.categories.list' });
  });
});

// Type-level checks (`tsc -p tsconfig.spec.json`): the definition gives the payload and the reply.
export async function typeChecks(services: ServiceClient): Promise<void> {
  const categories: CategoryDto[] = await services.request(RPC.categoriesList, {}, { actor: undefined });
  const health: HealthReply = await services.request(RPC.healthCheck.admin, {}, { actor: undefined });
  // @ts-expect-error the reply of categoriesList is a list of categories
  const wrong: HealthReply = await services.request(RPC.categoriesList, {}, { actor: undefined });
  // @ts-expect-error categoriesList takes no payload
  await services.request(RPC.categoriesList, { city: 'Fès' }, { actor: undefined });
  // @ts-expect-error the actor is said explicitly, even when anonymous
  await services.request(RPC.categoriesList, {}, {});
  // @ts-expect-error a subject is not a definition
  await services.request('venues.categories.list', {}, { actor: undefined });
  void [categories, health, wrong];
}
