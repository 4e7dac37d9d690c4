import type { DeadLetterRows } from './dead-letter-rows.js';
import { DLQ_USAGE, EXIT, runDlq } from './dlq.cli.js';

/** Bad usage is refused before anything is read or asked: the database and NATS are never reached. */
async function refused(...argv: string[]): Promise<{ code: number; err: string }> {
  const err: string[] = [];
  const unreachable = (): never => {
    throw new Error('bad usage must not reach the database or NATS');
  };
  const code = await runDlq(argv, {
    rows: { find: unreachable, delete: unreachable } as unknown as DeadLetterRows,
    client: unreachable,
    out: unreachable,
    err: (line) => err.push(line),
  });
  return { code, err: err.join('\n') };
}

describe('npm run dlq: usage', () => {
  it.each([
    [[], 'no command'],
    [['purge'], 'unknown command: purge'],
    [['list', '--service', 'payments'], 'unknown service: payments'],
    [['list', '--limit', '0'], '--limit must be a positive integer, got 0'],
    [['show'], 'missing EVENT_ID'],
    [['replay', '--all'], 'replay --all takes --service and no EVENT_ID'],
    [['replay', 'some-id', '--all', '--service', 'venues'], 'replay --all takes --service and no EVENT_ID'],
    [['discard', 'some-id'], 'discard needs --reason'],
    [['discard', 'some-id', '--reason', '  '], 'discard needs --reason'],
    [['show', 'a', 'b'], 'unexpected arguments: b'],
    [['list', '--verbose'], "Unknown option '--verbose'"],
  ])('refuses %j with exit code 2 and the usage', async (argv, message) => {
    const { code, err } = await refused(...argv);
    expect(code).toBe(EXIT.usage);
    expect(err).toContain(message);
    expect(err).toContain(DLQ_USAGE);
  });
});
