import { parseArgs } from 'node:util';
import { RPC, SERVICE_NAMES, type DeadLetterReplayReply, type ServiceName } from '@lieux/contracts';
import { errorMessage, type ServiceClient } from '@lieux/messaging';
import type { DeadLetterFilter, DeadLetterRow, DeadLetterRows } from './dead-letter-rows.js';

export const DLQ_USAGE = `usage: npm run dlq -- <command>
  list [--service S] [--limit N]              dead letters, newest first (default limit 50)
  show EVENT_ID [--service S] [--handler H]   the stored envelope and error, as JSON
  replay EVENT_ID [--service S] [--handler H] applies the event again through the service's inbox
  replay --all --service S                    every dead letter of one service
  discard EVENT_ID --reason TEXT [--service S] [--handler H]
                                              deletes it for good; prints what was deleted and why
services: ${SERVICE_NAMES.join(', ')}`;

/** Exit codes: every requested thing done; something not done (not found, failed again, no service); bad usage. */
export const EXIT = { ok: 0, notDone: 1, usage: 2 } as const;

export interface DlqIo {
  rows: DeadLetterRows;
  /** Opened only by the commands that ask a service (replay). */
  client: () => Promise<ServiceClient>;
  out: (line: string) => void;
  err: (line: string) => void;
}

class UsageError extends Error {}

/** `npm run dlq -- …`: runs one command and returns the process's exit code. Output in English (docs/messaging.md). */
export async function runDlq(argv: string[], io: DlqIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${errorMessage(error)}\n${DLQ_USAGE}`);
      return EXIT.usage;
    }
    throw error;
  }
}

async function dispatch(argv: string[], io: DlqIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      service: { type: 'string' },
      handler: { type: 'string' },
      limit: { type: 'string' },
      all: { type: 'boolean' },
      reason: { type: 'string' },
    },
  });
  const [command, eventId, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected arguments: ${extra.join(' ')}`);
  const service = serviceOption(values.service);
  switch (command) {
    case 'list':
      return list(io, { service, limit: limitOption(values.limit) });
    case 'show':
      return show(io, { service, eventId: required(eventId, 'EVENT_ID'), handler: values.handler });
    case 'replay':
      if (values.all) {
        if (eventId !== undefined || service === undefined) throw new UsageError('replay --all takes --service and no EVENT_ID');
        return replay(io, { service });
      }
      return replay(io, { service, eventId: required(eventId, 'EVENT_ID'), handler: values.handler });
    case 'discard':
      if (!values.reason?.trim()) throw new UsageError('discard needs --reason "why this event must never be applied"');
      return discard(io, { service, eventId: required(eventId, 'EVENT_ID'), handler: values.handler }, values.reason.trim());
    default:
      throw new UsageError(command === undefined ? 'no command' : `unknown command: ${command}`);
  }
}

async function list(io: DlqIo, filter: DeadLetterFilter): Promise<number> {
  const limit = filter.limit ?? 50;
  const rows = await io.rows.find({ ...filter, limit: limit + 1 });
  if (rows.length === 0) {
    io.out('no dead letters');
    return EXIT.ok;
  }
  const shown = rows.slice(0, limit);
  const table = [
    ['EVENT ID', 'SERVICE', 'SUBJECT', 'HANDLER', 'FAILED AT', 'ERROR'],
    ...shown.map((row) => [row.eventId, row.service, row.subject, row.handler, row.failedAt.toISOString(), firstLine(row.error)]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
  for (const cells of table) io.out(cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]))).join('  '));
  io.out(rows.length > limit ? `first ${limit} dead letters shown, newest first (--limit N for more)` : `${shown.length} dead letter(s)`);
  return EXIT.ok;
}

async function show(io: DlqIo, filter: DeadLetterFilter): Promise<number> {
  const rows = await matching(io, filter);
  if (rows.length > 0) io.out(JSON.stringify(rows, null, 2));
  return rows.length > 0 ? EXIT.ok : EXIT.notDone;
}

async function replay(io: DlqIo, filter: DeadLetterFilter): Promise<number> {
  const rows = (await matching(io, filter)).reverse();
  // `--all` on a service without dead letters has nothing to do: done.
  if (rows.length === 0) return filter.eventId === undefined ? EXIT.ok : EXIT.notDone;
  const client = await io.client();
  let allDone = true;
  // One at a time, oldest first: the order the events were meant to be applied in.
  for (const row of rows) {
    const reply = await askReplay(client, row);
    allDone &&= reply.outcome === 'applied' || reply.outcome === 'already_applied';
    io.out(`${row.service} ${row.handler} ${row.eventId} (${row.subject}): ${describe(reply)}`);
  }
  return allDone ? EXIT.ok : EXIT.notDone;
}

async function askReplay(client: ServiceClient, row: DeadLetterRow): Promise<DeadLetterReplayReply | { outcome: 'unanswered'; error: string }> {
  try {
    return await client.request(RPC.deadLetterReplay[row.service], { eventId: row.eventId, handler: row.handler }, { actor: undefined });
  } catch (error) {
    return { outcome: 'unanswered', error: errorMessage(error) };
  }
}

function describe(reply: DeadLetterReplayReply | { outcome: 'unanswered'; error: string }): string {
  switch (reply.outcome) {
    case 'applied':
      return 'applied, dead letter removed';
    case 'already_applied':
      return 'already applied (in the inbox), not applied again; dead letter removed';
    case 'failed':
      return `FAILED again, dead letter kept: ${firstLine(reply.error ?? '')}`;
    case 'not_found':
      return 'NOT FOUND by the service (replayed or discarded meanwhile?)';
    case 'unknown_handler':
      return 'NOT REPLAYED: the running service has no such handler; dead letter kept';
    case 'unanswered':
      return `NOT REPLAYED: the service did not answer (${reply.error}); is it running?`;
  }
}

async function discard(io: DlqIo, filter: DeadLetterFilter, reason: string): Promise<number> {
  const rows = await matching(io, filter);
  for (const row of rows) {
    if (await io.rows.delete(row)) {
      // The only trace of the event once deleted: one JSON line an operator can keep.
      io.out(JSON.stringify({ msg: 'dead letter discarded', reason, discardedAt: new Date().toISOString(), ...row }));
    }
  }
  return rows.length > 0 ? EXIT.ok : EXIT.notDone;
}

async function matching(io: DlqIo, filter: DeadLetterFilter): Promise<DeadLetterRow[]> {
  const rows = await io.rows.find(filter);
  if (rows.length === 0) {
    const where = [filter.eventId && `for event ${filter.eventId}`, filter.service && `in ${filter.service}`, filter.handler && `of ${filter.handler}`];
    io.err(['no dead letter', ...where.filter(Boolean)].join(' '));
  }
  return rows;
}

function serviceOption(value: string | undefined): ServiceName | undefined {
  if (value === undefined) return undefined;
  if (!(SERVICE_NAMES as readonly string[]).includes(value)) throw new UsageError(`unknown service: ${value}`);
  return value as ServiceName;
}

function limitOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a positive integer, got ${value}`);
  return limit;
}

function required(value: string | undefined, name: string): string {
  if (value === undefined) throw new UsageError(`missing ${name}`);
  return value;
}

function firstLine(text: string): string {
  const line = text.split('\n', 1)[0];
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
}
