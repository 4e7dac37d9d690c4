// Starts and stops the platform's processes (every service, the scoring worker, the gateway) from
// their built output. Used by `npm start` and by the end-to-end tests' global setup.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NODE = process.execPath;

/** Every process, its entry point and the port its readiness is read on. */
export const PROCESSES = [
  { name: 'auth', entry: 'services/auth/dist/main.js', port: 3101, ready: '/health/ready' },
  { name: 'venues', entry: 'services/venues/dist/main.js', port: 3102, ready: '/health/ready' },
  { name: 'votes', entry: 'services/votes/dist/main.js', port: 3103, ready: '/health/ready' },
  { name: 'connections', entry: 'services/connections/dist/main.js', port: 3104, ready: '/health/ready' },
  { name: 'scoring', entry: 'services/scoring/dist/main.js', port: 3105, ready: '/health/ready' },
  { name: 'admin', entry: 'services/admin/dist/main.js', port: 3106, ready: '/health/ready' },
  { name: 'scoring-worker', entry: 'services/scoring/dist/worker.main.js', port: 3107, ready: '/health/ready' },
  { name: 'gateway', entry: 'gateway/dist/main.js', port: 3000, ready: '/api/health/ready', portVariable: 'PORT' },
];

/**
 * @param {{ env?: Record<string,string>, portOffset?: number, logDir?: string, onLine?: (name: string, line: string) => void }} options
 *   portOffset shifts every port (tests run beside a started product); logDir keeps each process's
 *   output in `<logDir>/<name>.log`; onLine receives each output line otherwise.
 */
export function createStack(options = {}) {
  const portOffset = options.portOffset ?? 0;
  const children = new Map();

  function portOf(name) {
    const definition = PROCESSES.find((process) => process.name === name);
    if (!definition) throw new Error(`unknown process ${name}`);
    return definition.port + portOffset;
  }

  function start(name) {
    const definition = PROCESSES.find((process) => process.name === name);
    if (!definition) throw new Error(`unknown process ${name}`);
    const port = definition.port + portOffset;
    const child = spawn(NODE, [path.join(ROOT, definition.entry)], {
      cwd: ROOT,
      env: { ...process.env, ...options.env, [definition.portVariable ?? 'HEALTH_PORT']: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const state = { child, definition, port, exited: false, tail: [] };
    child.once('exit', () => (state.exited = true));
    const sink = options.logDir ? createWriteStream(path.join(options.logDir, `${name}.log`), { flags: 'a' }) : undefined;
    const forward = (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        state.tail.push(line);
        if (state.tail.length > 30) state.tail.shift();
        sink?.write(`${line}\n`);
        options.onLine?.(name, line);
      }
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    children.set(name, state);
    return state;
  }

  async function waitReady(name, timeoutMs = 90_000) {
    const state = children.get(name);
    const url = `http://127.0.0.1:${state.port}${state.definition.ready}`;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (state.exited) break;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(`${name} did not become ready (${url})${state.exited ? ', it exited' : ''}:\n${state.tail.join('\n')}`);
  }

  async function stop(name, signal = 'SIGTERM') {
    const state = children.get(name);
    if (!state || state.exited) return;
    const exited = new Promise((resolve) => state.child.once('exit', resolve));
    state.child.kill(signal);
    const killed = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!killed) {
      state.child.kill('SIGKILL');
      await exited;
    }
  }

  return {
    portOf,
    start,
    waitReady,
    stop,
    async startAll() {
      if (options.logDir) mkdirSync(options.logDir, { recursive: true });
      const services = PROCESSES.filter((process) => process.name !== 'gateway');
      for (const service of services) start(service.name);
      await Promise.all(services.map((service) => waitReady(service.name)));
      start('gateway');
      await waitReady('gateway');
    },
    async stopAll() {
      await Promise.all([...children.keys()].map((name) => stop(name)));
    },
    /** Resolves when any process exits unexpectedly (npm start stops everything then). */
    anyExit() {
      return new Promise((resolve) => {
        for (const [name, state] of children) state.child.once('exit', (code, signal) => resolve({ name, code, signal }));
      });
    },
  };
}
