import { Writable } from 'node:stream';
import { pino } from 'pino';
import { installGracefulShutdown, type GracefulShutdownOptions } from './graceful-shutdown.js';
import { ShutdownState } from './shutdown-state.js';

/** A process in miniature: its signal listeners, its exit codes, its log lines, its steps in order. */
function harness(overrides: Partial<GracefulShutdownOptions> = {}) {
  const listeners = new Map<string, () => void>();
  const lines: { msg: string }[] = [];
  const steps: string[] = [];
  const state = new ShutdownState();
  let exited!: (code: number) => void;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const exits: number[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { msg: string });
      done();
    },
  });
  installGracefulShutdown({
    logger: pino(sink),
    delayMs: 20,
    timeoutMs: 1000,
    state,
    on: (signal, listener) => void listeners.set(signal, listener),
    exit: (code) => {
      exits.push(code);
      exited(code);
    },
    stopTakingWork: async () => void steps.push(`stop taking work (ready: ${String(!state.draining)})`),
    close: async () => void steps.push('close'),
    ...overrides,
  });
  const signal = (name: NodeJS.Signals) => listeners.get(name)?.();
  return { state, signal, exit, exits, steps, lines };
}

describe('installGracefulShutdown', () => {
  it('on SIGTERM fails readiness at once, then stops taking work, closes, and exits 0', async () => {
    const process = harness();
    process.signal('SIGTERM');
    expect(process.state.draining).toBe(true);
    await expect(process.state.readinessCheck.probe()).rejects.toThrow('shutting down (SIGTERM)');
    // Still serving during the delay: nothing stopped yet.
    expect(process.steps).toEqual([]);
    expect(await process.exit).toBe(0);
    expect(process.steps).toEqual(['stop taking work (ready: false)', 'close']);
    expect(process.lines.map((line) => line.msg)).toEqual(['shutting down: not ready any more, still serving', 'stopped']);
  });

  it('is ready until a signal comes', async () => {
    const process = harness();
    await expect(process.state.readinessCheck.probe()).resolves.toBeUndefined();
    expect(process.state.draining).toBe(false);
  });

  it('SIGINT (Ctrl-C) runs the same sequence', async () => {
    const process = harness();
    process.signal('SIGINT');
    expect(await process.exit).toBe(0);
    expect(process.steps).toEqual(['stop taking work (ready: false)', 'close']);
  });

  it('a second signal forces the exit at once, saying so', async () => {
    const process = harness({ delayMs: 200 });
    process.signal('SIGTERM');
    process.signal('SIGTERM');
    expect(await process.exit).toBe(1);
    expect(process.steps).toEqual([]);
    expect(process.lines.at(-1)?.msg).toBe('second stop signal: forced exit');
  });

  it('SIGINT then SIGTERM (Ctrl-C in the terminal, then npm start stopping its processes) is one stop', async () => {
    const process = harness();
    process.signal('SIGINT');
    process.signal('SIGTERM');
    expect(await process.exit).toBe(0);
    expect(process.exits).toEqual([0]);
    expect(process.steps).toEqual(['stop taking work (ready: false)', 'close']);
  });

  it('work that outlasts the timeout is cut: exit 1 with a line', async () => {
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const process = harness({ delayMs: 0, timeoutMs: 50, close: () => hanging });
    process.signal('SIGTERM');
    expect(await process.exit).toBe(1);
    expect(process.lines.at(-1)?.msg).toBe('shutdown took too long: forced exit');
    release();
  });

  it('a failure while closing exits 1 with the error', async () => {
    const process = harness({ close: () => Promise.reject(new Error('database gone')) });
    process.signal('SIGTERM');
    expect(await process.exit).toBe(1);
    expect(process.lines.at(-1)?.msg).toBe('shutdown failed: forced exit');
  });
});
