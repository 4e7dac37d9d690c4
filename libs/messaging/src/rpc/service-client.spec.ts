import type { ClientProxy, NatsRecord } from '@nestjs/microservices';
import { of } from 'rxjs';
import { RPC, type CategoryDto, type HealthReply } from '@lieux/contracts';
import { REQUEST_ID_HEADER } from '@lieux/platform';
import { ACTOR_HEADERS } from './actor.js';
import { ServiceClient } from './service-client.js';

/** A transport that records what it was asked to send and answers `reply`. */
function recordingTransport(reply: unknown) {
  const sent: Array<{ subject: string; record: NatsRecord }> = [];
  const client = {
    send: (subject: string, record: NatsRecord) => {
      sent.push({ subject, record });
      return of(reply);
    },
  } as unknown as ClientProxy;
  return { client, sent };
}

const ACTOR = { userId: '0b6f3c0e-5d43-4c1e-9a5e-2f0c6b7d8e91', role: 'merchant', plan: 'free' } as const;

describe('ServiceClient.request', () => {
  it("sends on the definition's subject, behind the prefix, with the request id and the actor in the headers", async () => {
    const { client, sent } = recordingTransport([{ id: 'cafe', name: 'Café' }]);
    const categories = await new ServiceClient(client, 1000, 'p1.').request(RPC.categoriesList, {}, { requestId: 'req-12345678', actor: ACTOR });
    expect(categories).toEqual([{ id: 'cafe', name: 'Café' }]);
    expect(sent[0].subject).toBe('p1.venues.categories.list');
    const headers = sent[0].record.headers as { get(name: string): string };
    expect(headers.get(REQUEST_ID_HEADER)).toBe('req-12345678');
    expect(headers.get(ACTOR_HEADERS.userId)).toBe(ACTOR.userId);
    expect(headers.get(ACTOR_HEADERS.role)).toBe('merchant');
    expect(headers.get(ACTOR_HEADERS.plan)).toBe('free');
  });

  it('sends no actor header for an anonymous request', async () => {
    const { client, sent } = recordingTransport({ status: 'ok', service: 'votes', checks: {} });
    await new ServiceClient(client, 1000).request(RPC.healthCheck.votes, {}, { actor: undefined });
    const headers = sent[0].record.headers as { has(name: string): boolean };
    expect(Object.values(ACTOR_HEADERS).some((name) => headers.has(name))).toBe(false);
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
