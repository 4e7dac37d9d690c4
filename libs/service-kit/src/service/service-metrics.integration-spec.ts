import { jest } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { Controller, Injectable, Module, type DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { RPC, type EventMap } from '@lieux/contracts';
import { DomainException, RpcFailure, RpcHandler, ServiceClient } from '@lieux/messaging';
import { createLogger } from '@lieux/platform';
import { createTestDatabase, scrapeMetrics, serviceTestSettings, type Scrape, type TestDatabase } from '@lieux/testing';
import { ServiceEnv } from '../config/service-env.js';
import { DeadLetter } from '../events/dead-letter.entity.js';
import { EventOutbox } from '../events/event.outbox.js';
import type { EventHandlerContext } from '../events/event.consumer.js';
import { OnEvent } from '../events/on-event.decorator.js';
import { PermanentEventError } from '../events/permanent-event.error.js';
import { Counter } from '../events/test/counter.entity.js';
import { counterMigration } from '../events/test/counter-table.migration.js';
import { incrementCounter, openTestNamespace, waitFor, type TestNamespace } from '../events/test/messaging-test.harness.js';
import { ServiceModule } from './service.module.js';
import { startService } from './start-service.js';

jest.setTimeout(30_000);

/** Deliveries seen per event key: a `transient` event fails its first delivery only. */
const deliveries = new Map<string, number>();

@Injectable()
class Happenings {
  @OnEvent('test.happened')
  async record(payload: EventMap['test.happened'], { em }: EventHandlerContext<'test.happened'>): Promise<void> {
    const seen = (deliveries.get(payload.key) ?? 0) + 1;
    deliveries.set(payload.key, seen);
    if (payload.fail === 'permanent') throw new PermanentEventError(`${payload.key} can never apply`);
    if (payload.fail === 'transient' && seen === 1) throw new Error(`${payload.key} fails once`);
    await incrementCounter(em, payload.key);
  }
}

/** Declared once the subject prefix is in the environment (RpcHandler reads it then). */
function statusHistoryModule(): DynamicModule {
  @Controller()
  class StatusHistoryRefused {
    @RpcHandler(RPC.adminStatusHistory)
    history(): never {
      throw new DomainException('not_found');
    }
  }
  @Module({ controllers: [StatusHistoryRefused], providers: [Happenings] })
  class MetricsTestModule {
    static readonly entities = [Counter];
  }
  return { module: MetricsTestModule };
}

/** A real service (NATS requests, outbox, consumer) on real PostgreSQL and JetStream, scraped on its health port. */
describe('a service’s /metrics after known traffic', () => {
  let database: TestDatabase;
  let ns: TestNamespace;
  let app: NestFastifyApplication;
  let client: ServiceClient;
  let metricsUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    ns = await openTestNamespace();
    process.env.NATS_SUBJECT_PREFIX = ns.namespace.subjectPrefix;
    const env = Object.assign(new ServiceEnv(), serviceTestSettings(database, ns.namespace));
    const logger = createLogger('admin', 'silent');
    const module = ServiceModule.register({ name: 'admin', env, logger, features: [statusHistoryModule()], migrations: [counterMigration] });
    app = await startService({ name: 'admin', module, env, logger });
    metricsUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/metrics`;
    client = new ServiceClient(ns.nc, 5_000, ns.namespace.subjectPrefix);
  });

  afterAll(async () => {
    delete process.env.NATS_SUBJECT_PREFIX;
    await app?.close();
    await ns?.close();
    await database?.drop();
  });

  async function happen(payload: EventMap['test.happened']): Promise<void> {
    const outbox = app.get(EventOutbox);
    await app.get(MikroORM).em.fork().transactional(async (em: EntityManager) => void outbox.add(em, 'test.happened', payload));
  }

  /** Scrapes until `ready` holds: what it waits for is the metric itself. */
  async function scrapeWhen(ready: (scrape: Scrape) => boolean): Promise<Scrape> {
    let scrape = await scrapeMetrics(metricsUrl);
    await waitFor(async () => ready((scrape = await scrapeMetrics(metricsUrl))));
    return scrape;
  }

  it('counts 3 NATS requests by catalogue subject and outcome, 1 of them failing, on both sides', async () => {
    const context = { actor: undefined };
    await client.request(RPC.healthCheck.admin, {}, context);
    await client.request(RPC.healthCheck.admin, {}, context);
    await expect(client.request(RPC.adminStatusHistory, {}, context)).rejects.toEqual(new RpcFailure('not_found', RPC.adminStatusHistory.subject));

    const scrape = await scrapeMetrics(metricsUrl);
    for (const side of ['server', 'client']) {
      const count = `lieux_rpc_${side}_duration_seconds_count`;
      expect(scrape.value(count, { subject: 'admin.health.check', outcome: 'ok' })).toBe(2);
      expect(scrape.value(count, { subject: 'admin.status.history', outcome: 'not_found' })).toBe(1);
    }
    // The test namespace's prefix never reaches a label.
    expect(scrape.text).not.toContain(ns.namespace.subjectPrefix);
    expect(scrape.value('lieux_build_info', { service: 'admin' })).toBe(1);
    expect(scrape.value('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts events applied, redelivered and dead-lettered, and shows an empty outbox once they left', async () => {
    const labels = { service: 'admin', subject: 'test.happened' };
    // Alone, so that its first delivery is applied on its own (a batch failing would retry it at once, in hand).
    await happen({ key: 'retried', fail: 'transient' });
    await scrapeWhen((s) => s.value('lieux_events_applied_total', labels) === 1);
    await happen({ key: 'applied' });
    await happen({ key: 'refused', fail: 'permanent' });

    const scrape = await scrapeWhen(
      (s) => s.value('lieux_events_applied_total', labels) === 2 && s.value('lieux_events_dead_lettered_total', labels) === 1,
    );
    expect(scrape.value('lieux_events_redelivered_total', labels)).toBe(1);
    expect(deliveries.get('retried')).toBe(2);
    expect(await app.get(MikroORM).em.fork().count(DeadLetter, { subject: 'test.happened' })).toBe(1);
    expect(scrape.value('lieux_outbox_backlog', { service: 'admin' })).toBe(0);
    expect(scrape.value('lieux_outbox_oldest_age_seconds', { service: 'admin' })).toBe(0);
  });
});
