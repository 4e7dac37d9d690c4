import pg from 'pg';
import { SERVICE_NAMES, type EventEnvelope, type ServiceName } from '@lieux/contracts';
import { durableConsumerName } from '@lieux/messaging';

/** A dead letter as the operator's tool sees it: with the service (schema) it lives in. */
export interface DeadLetterRow {
  service: ServiceName;
  consumer: string;
  eventId: string;
  handler: string;
  subject: string;
  envelope: EventEnvelope;
  error: string;
  failedAt: Date;
}

/** Which dead letters: a service, an event, a handler (each optional). */
export interface DeadLetterFilter {
  service?: ServiceName;
  eventId?: string;
  handler?: string;
  /** Most rows returned, newest first. */
  limit?: number;
}

/**
 * The services' `dead_letter` tables, read and cleaned directly in PostgreSQL (each service's schema is
 * named after it, DESIGN.md rule 1). Only the deployment's own consumers are seen: the rows whose
 * `consumer` is the service's durable under NATS_SUBJECT_PREFIX.
 */
export class DeadLetterRows {
  constructor(
    private readonly pool: pg.Pool,
    private readonly subjectPrefix: string,
  ) {}

  async find(filter: DeadLetterFilter): Promise<DeadLetterRow[]> {
    const services = await this.servicesWithDeadLetters(filter.service);
    if (services.length === 0) return [];
    const params: unknown[] = [];
    const param = (value: unknown): string => `$${params.push(value)}`;
    const selects = services.map(
      (service) =>
        `select ${param(service)}::text as service, consumer, event_id, handler, subject, envelope, error, failed_at from "${service}".dead_letter` +
        ` where consumer = ${param(durableConsumerName(service, this.subjectPrefix))}` +
        (filter.eventId === undefined ? '' : ` and event_id::text = ${param(filter.eventId)}`) +
        (filter.handler === undefined ? '' : ` and handler = ${param(filter.handler)}`),
    );
    const limit = filter.limit === undefined ? '' : ` limit ${param(filter.limit)}`;
    const result = await this.pool.query(`${selects.join(' union all ')} order by failed_at desc, service, handler${limit}`, params);
    return result.rows.map((row: Record<string, unknown>) => ({
      service: row.service as ServiceName,
      consumer: row.consumer as string,
      eventId: row.event_id as string,
      handler: row.handler as string,
      subject: row.subject as string,
      envelope: row.envelope as EventEnvelope,
      error: row.error as string,
      failedAt: row.failed_at as Date,
    }));
  }

  /** Deletes one dead letter; false when it was gone already. */
  async delete(row: Pick<DeadLetterRow, 'service' | 'consumer' | 'eventId' | 'handler'>): Promise<boolean> {
    const result = await this.pool.query(`delete from "${row.service}".dead_letter where consumer = $1 and event_id = $2 and handler = $3`, [
      row.consumer,
      row.eventId,
      row.handler,
    ]);
    return (result.rowCount ?? 0) > 0;
  }

  /** The services whose schema has a dead_letter table in this database (a service never started has none). */
  private async servicesWithDeadLetters(only: ServiceName | undefined): Promise<ServiceName[]> {
    const candidates = only === undefined ? [...SERVICE_NAMES] : [only];
    const result = await this.pool.query<{ service: ServiceName }>(
      `select table_schema as service from information_schema.tables where table_name = 'dead_letter' and table_schema = any($1::text[])`,
      [candidates],
    );
    const present = new Set(result.rows.map((row) => row.service));
    return candidates.filter((service) => present.has(service));
  }
}
