import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Actor, EventEnvelope, StatsRebuildReply } from '@lieux/contracts';
import { DomainException, fromWireSubject, NATS_CONNECTION } from '@lieux/messaging';
import { authorize, SERVICE_ENV } from '@lieux/service-kit';
import type { AdminEnv } from '../../config/admin.env.js';
import { isStatsSubject, statsFactOf } from '../domain/stats-fact.js';
import { PostgresStatsReadModel, STATS_TABLES } from './stats-read-model.postgres.js';

/**
 * Empties the statistics' read model and reads the EVENTS stream again from its first message (an
 * ordered consumer), in one transaction that holds the read model's tables in `exclusive` mode:
 * readers keep seeing the old numbers until the commit swaps in the new ones; the live handlers'
 * writes wait and are applied after it (each fact is keyed by its entity, so an event read by both
 * counts once).
 *
 * A rebuild is exact only from the platform's first event: when the stream's first message is not
 * its first ever (sequence 1) — events older than `EVENT_STREAM_MAX_AGE_DAYS` were dropped — it is
 * refused (`stats_stream_incomplete`) and the read model is left as it is (docs/admin.md).
 */
@Injectable()
export class StatsRebuild {
  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(SERVICE_ENV) private readonly env: AdminEnv,
  ) {}

  async rebuild(actor: Actor | undefined): Promise<StatsRebuildReply> {
    authorize(actor, ['admin']);
    const streamName = this.env.EVENT_STREAM;
    const subjectPrefix = this.env.NATS_SUBJECT_PREFIX;
    const jsm = await jetstreamManager(this.nc);
    return this.orm.em.fork().transactional(async (em) => {
      const schema = `"${em.config.get('schema') ?? 'admin'}"`;
      await em.execute(`lock table ${STATS_TABLES.map((table) => `${schema}.${table}`).join(', ')} in exclusive mode`, [], 'run');
      // Read after the lock: every event up to here is in the rebuild, every later one waits for the commit.
      const { state } = await jsm.streams.info(streamName);
      if (state.first_seq > 1) {
        throw new DomainException('stats_stream_incomplete');
      }
      const readModel = new PostgresStatsReadModel(em);
      await readModel.clear();
      let eventsRead = 0;
      if (state.last_seq > 0) {
        const consumer = await jetstream(this.nc).consumers.get(streamName);
        const messages = await consumer.consume();
        for await (const message of messages) {
          const subject = fromWireSubject(subjectPrefix, message.subject);
          if (subject !== undefined && isStatsSubject(subject)) {
            try {
              const envelope = message.json<EventEnvelope>();
              await readModel.apply(statsFactOf(subject, envelope.payload as never));
              eventsRead += 1;
            } catch (error) {
              // Not JSON, or a payload that can never be counted: the live handler dead-letters such an
              // event (never counted); the rebuild skips it alike.
              if (!(error instanceof RangeError) && !(error instanceof SyntaxError)) throw error;
            }
          }
          // `pending` 0: nothing after it (the last message may have been deleted by hand).
          if (message.seq >= state.last_seq || message.info.pending === 0) break;
        }
        await messages.close();
      }
      return { eventsRead, rebuiltAt: new Date().toISOString() };
    });
  }
}
