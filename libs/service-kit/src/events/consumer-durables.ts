import type { ConsumerConfig, ConsumerInfo, JetStreamManager } from '@nats-io/jetstream';

/** One durable of a service's consumer, with what it filters. */
export interface PlannedDurable {
  name: string;
  filter: Pick<ConsumerConfig, 'filter_subject' | 'filter_subjects'>;
}

/** Where an existing durable stands (a part of its `ConsumerInfo`). */
export interface DurablePosition {
  num_pending: number;
  num_ack_pending: number;
  ack_floor: { stream_seq: number };
}

/** What a durable that does not exist yet must start from, decided from the service's durables that do. */
export type DurableStart = { policy: 'all' } | { policy: 'from'; sequence: number };

/**
 * The durables a service reads its subjects through. One, named after the service, when it has one
 * subject or the server takes several filters (2.10+): JetStream then delivers its subjects in the
 * stream's order. A server before 2.10 takes one filter per consumer: rather than one unfiltered
 * durable that makes the service read (and the server deliver) the whole stream — every vote's events
 * reaching services that have nothing to do with votes — one durable per family of subjects the
 * service handles entirely (`<service>__connection` on `connection.>`: created, updated and removed
 * of one connection stay in order, which the venues read model needs), and one per other subject
 * (`<service>__vote_cast`), whose order against the service's other subjects is then not kept.
 * `catalogue` is every subject of the platform (the contracts' EVENTS). Both keys of the filter are
 * always present: `consumers.update` merges into the existing configuration, and an undefined key is
 * what removes a filter the durable had before.
 */
export function plannedDurables(serviceDurable: string, subjectPrefix: string, subjects: string[], catalogue: readonly string[], multipleFilters: boolean): PlannedDurable[] {
  const wire = (subject: string) => `${subjectPrefix}${subject}`;
  const sorted = [...subjects].sort();
  if (sorted.length === 1 || multipleFilters) {
    const [only] = sorted;
    const filter = sorted.length === 1 && only !== undefined ? { filter_subject: wire(only), filter_subjects: undefined } : { filter_subject: undefined, filter_subjects: sorted.map(wire) };
    return [{ name: serviceDurable, filter }];
  }
  const familyOf = (subject: string) => subject.split('.', 1)[0] ?? subject;
  const wholeFamilies = new Set(
    sorted.map(familyOf).filter((family) => {
      const members = catalogue.filter((subject) => familyOf(subject) === family);
      return members.length > 1 && members.every((subject) => sorted.includes(subject));
    }),
  );
  const planned = [
    ...[...wholeFamilies].map((family) => ({ key: family, filter: wire(`${family}.>`) })),
    ...sorted.filter((subject) => !wholeFamilies.has(familyOf(subject))).map((subject) => ({ key: subject, filter: wire(subject) })),
  ].map(({ key, filter }) => ({ name: `${serviceDurable}__${key.replace(/[^A-Za-z0-9_-]+/g, '_')}`, filter: { filter_subject: filter, filter_subjects: undefined } }));
  if (new Set(planned.map((durable) => durable.name)).size !== planned.length) {
    throw new Error(`Two subjects of ${serviceDurable} give one durable name: ${sorted.join(', ')}`);
  }
  return planned.sort((left, right) => left.name.localeCompare(right.name));
}

/** Whether a durable on the stream is one of this service's, whatever layout made it. */
export function isServiceDurable(serviceDurable: string, name: string): boolean {
  return name === serviceDurable || name.startsWith(`${serviceDurable}__`);
}

/**
 * Where a new durable of the service starts. A service that has no durable yet reads the stream from
 * its start. A service changing layout (the server upgraded to 2.10, a handler added) continues where
 * its existing durables stand: at the earliest event one of them has not acknowledged — an event
 * acknowledged since is skipped again by the inbox — or, for one that has nothing pending, after the
 * stream's last event when it was read (`streamLastSequence`, read BEFORE the durables: an event
 * stored in between is then still counted as pending by its durable, or delivered after).
 */
export function startOfNewDurable(existing: DurablePosition[], streamLastSequence: number): DurableStart {
  if (existing.length === 0) {
    return { policy: 'all' };
  }
  const resumes = existing.map((durable) =>
    durable.num_pending === 0 && durable.num_ack_pending === 0 ? streamLastSequence + 1 : durable.ack_floor.stream_seq + 1,
  );
  return { policy: 'from', sequence: Math.min(...resumes) };
}

/** The service's durables on the stream, whatever layout made them (the consumer's, and operations' tools). */
export async function serviceDurables(jsm: JetStreamManager, streamName: string, serviceDurable: string): Promise<ConsumerInfo[]> {
  const found: ConsumerInfo[] = [];
  for await (const info of jsm.consumers.list(streamName)) {
    if (isServiceDurable(serviceDurable, info.name)) found.push(info);
  }
  return found;
}

/** Whether the service has acknowledged every event its durables take (none pending, none in hand). */
export async function serviceDurablesSettled(jsm: JetStreamManager, streamName: string, serviceDurable: string): Promise<boolean> {
  const durables = await serviceDurables(jsm, streamName, serviceDurable);
  return durables.length > 0 && durables.every((info) => info.num_pending === 0 && info.num_ack_pending === 0);
}
