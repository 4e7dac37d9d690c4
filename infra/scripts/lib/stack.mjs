// Starts, supervises and stops the platform's processes (every service, the scoring worker, the
// gateway) from their built output. Used by `npm start` and by the end-to-end tests' global setup.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { startReadyProxy } from './ready-proxy.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NODE = process.execPath;
/** LIEUX_CPU_PROF_DIR: every process writes a CPU profile there when it stops (docs/performance.md). */
const NODE_ARGS = process.env.LIEUX_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LIEUX_CPU_PROF_DIR}`] : [];

/** libs/platform/src/processes/process-manifest.json: every process, declared once. */
export const PROCESS_MANIFEST = JSON.parse(
  readFileSync(path.join(ROOT, 'libs/platform/src/processes/process-manifest.json'), 'utf8'),
);
/** Every process with the variable its port is given in (HEALTH_PORT, or PORT for the gateway). */
export const PROCESSES = PROCESS_MANIFEST.processes.map((definition) => ({
  ...definition,
  portVariable: PROCESS_MANIFEST.kinds[definition.kind].portVariable,
}));

/** npm start's policy: back off 1 s, 2 s, 4 s… (at most 30 s); 5 crashes within 2 minutes end it. */
export const DEFAULT_RESTART_POLICY = {
  initialDelayMs: 1000,
  maxDelayMs: 30_000,
  maxCrashes: 5,
  windowMs: 120_000,
  /** A process that ran this long before dying starts its count afresh. */
  stableAfterMs: 60_000,
};

/**
 * Instance k (from 1) of a process run as several replicas is named `<name>#k` and listens on its
 * port + REPLICA_PORT_STEP·k: the manifest's port stays free, and for the gateway the round-robin
 * proxy takes it (ready-proxy.mjs), so the platform's address does not change.
 */
export const REPLICA_PORT_STEP = 10;

/** The instances to run: one per process, or `replicas` of those named (a number: of every process). */
export function instancesOf(definitions, replicas = 1) {
  return definitions.flatMap((definition) => {
    const count = typeof replicas === 'number' ? replicas : (replicas[definition.name] ?? 1);
    if (count <= 1) return [{ ...definition, process: definition.name }];
    return Array.from({ length: count }, (_, index) => ({
      ...definition,
      name: `${definition.name}#${index + 1}`,
      process: definition.name,
      port: definition.port + REPLICA_PORT_STEP * (index + 1),
      // Two gateways on one machine must not share a metrics port either.
      ...(definition.metricsPort ? { metricsPort: definition.metricsPort + REPLICA_PORT_STEP * (index + 1) } : {}),
    }));
  });
}

/**
 * The ports `fetch` refuses to connect to (the Fetch standard's "bad ports": "fetch failed", cause "bad
 * port"): a process listening on one looks never ready to the readiness wait and to every test.
 */
const FETCH_BLOCKED_PORTS = new Set([1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

function refuseBlockedPorts(definitions, portOffset) {
  for (const definition of definitions) {
    for (const port of [definition.port, definition.metricsPort].filter((value) => value !== undefined).map((value) => value + portOffset)) {
      if (FETCH_BLOCKED_PORTS.has(port)) {
        throw new Error(`${definition.name} would listen on ${port}, a port fetch refuses to reach (Fetch standard's blocked ports): choose another port offset`);
      }
    }
  }
}

/**
 * @param {import('./stack.d.mts').StackOptions} options
 *   portOffset shifts every port (tests run beside a started product); logDir keeps each process's
 *   output in `<logDir>/<name>.log`; onLine receives each output line otherwise; restart supervises
 *   (off unless asked: the e2e tests stop processes on purpose); log receives the supervisor's lines.
 */
export function createStack(options = {}) {
  const portOffset = options.portOffset ?? 0;
  const processes = options.processes ?? PROCESSES;
  const definitions = instancesOf(processes, options.replicas);
  refuseBlockedPorts(definitions, portOffset);
  /** A gateway run as replicas: the processes whose instances a ready-proxy fronts, on the process's own port. */
  const fronted = processes.filter((definition) => definition.kind === 'gateway' && definitions.some((instance) => instance.process === definition.name && instance.name !== definition.name));
  const proxies = new Map();
  const policy = options.restart ? { ...DEFAULT_RESTART_POLICY, ...(options.restart === true ? {} : options.restart) } : undefined;
  const log = options.log ?? (() => {});
  const children = new Map();
  /** Per process: crash times within the window, and whether it was ever ready (start-up failures are not retried). */
  const history = new Map();
  const restartTimers = new Map();
  let stopping = false;
  let reportFailure;
  const failure = new Promise((resolve) => (reportFailure = resolve));

  function definitionOf(name) {
    const definition = definitions.find((candidate) => candidate.name === name);
    if (!definition) throw new Error(`unknown process ${name}`);
    return definition;
  }

  function portOf(name) {
    const proxied = fronted.find((definition) => definition.name === name);
    return (proxied ?? definitionOf(name)).port + portOffset;
  }

  async function startProxies() {
    for (const definition of fronted) {
      const upstreams = definitions.filter((instance) => instance.process === definition.name).map((instance) => ({ name: instance.name, port: instance.port + portOffset }));
      proxies.set(definition.name, await startReadyProxy({ port: definition.port + portOffset, upstreams, readyPath: definition.ready }));
    }
  }

  function historyOf(name) {
    if (!history.has(name)) history.set(name, { crashes: [], everReady: false });
    return history.get(name);
  }

  /** The proxy in front of an instance's process, if it runs behind one. */
  function proxyFor(definition) {
    return proxies.get(definition.process ?? definition.name);
  }

  function start(name) {
    const definition = definitionOf(name);
    const port = definition.port + portOffset;
    proxyFor(definition)?.started(name);
    const child = spawn(NODE, [...NODE_ARGS, path.resolve(ROOT, definition.entry)], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...options.env,
        [definition.portVariable ?? 'HEALTH_PORT']: String(port),
        // Shifted like the other ports: stacks started side by side must not share the gateway's metrics port.
        ...(definition.metricsPort ? { METRICS_PORT: String(definition.metricsPort + portOffset) } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const state = { child, definition, port, startedAt: Date.now(), exited: false, stopRequested: false, tail: [] };
    child.once('exit', (code, signal) => {
      state.exited = true;
      onExit(state, code, signal);
    });
    const sink = options.logDir ? createWriteStream(path.join(options.logDir, `${name}.log`), { flags: 'a' }) : undefined;
    child.once('close', () => sink?.end());
    const emit = (line) => {
      if (!line) return;
      state.tail.push(line);
      if (state.tail.length > 30) state.tail.shift();
      sink?.write(`${line}\n`);
      options.onLine?.(name, line);
    };
    /** Whole lines of one stream: a chunk can end in the middle of a line, whose rest comes next. */
    const lines = (stream) => {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const parts = (partial + chunk).split('\n');
        partial = parts.pop() ?? '';
        for (const line of parts) emit(line);
      });
      stream.on('end', () => emit(partial));
    };
    lines(child.stdout);
    lines(child.stderr);
    children.set(name, state);
    return state;
  }

  /** A process that dies on its own: restarted with back-off once it has been ready, else the end. */
  function onExit(state, code, signal) {
    if (stopping || state.stopRequested || children.get(state.definition.name) !== state) return;
    const { name } = state.definition;
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    const record = historyOf(name);
    if (!policy || !record.everReady) {
      reportFailure({ name, code, signal, message: `${name} stopped unexpectedly (${how})` });
      return;
    }
    const now = Date.now();
    if (now - state.startedAt >= policy.stableAfterMs) record.crashes = [];
    record.crashes = record.crashes.filter((time) => now - time < policy.windowMs);
    record.crashes.push(now);
    const count = record.crashes.length;
    if (count >= policy.maxCrashes) {
      reportFailure({
        name,
        code,
        signal,
        message: `${name} crashed ${count} times within ${duration(policy.windowMs)} (last: ${how}); giving up`,
      });
      return;
    }
    const delay = Math.min(policy.initialDelayMs * 2 ** (count - 1), policy.maxDelayMs);
    log(`${name} stopped unexpectedly (${how}) after ${duration(now - state.startedAt)}; restarting in ${duration(delay)} (crash ${count}; ${policy.maxCrashes} within ${duration(policy.windowMs)} stop everything)`);
    restartTimers.set(
      name,
      setTimeout(() => {
        restartTimers.delete(name);
        if (stopping) return;
        start(name);
        waitReady(name).then(
          () => log(`${name} is ready again`),
          () => {}, // it died again: onExit has dealt with it
        );
      }, delay),
    );
  }

  async function waitReady(name, timeoutMs = 90_000) {
    const state = children.get(name);
    const url = `http://127.0.0.1:${state.port}${state.definition.ready}`;
    const deadline = Date.now() + timeoutMs;
    // What the probe last said: a process listening but not ready says why (a dependency down).
    let lastAnswer = 'no answer';
    while (Date.now() < deadline) {
      if (state.exited) break;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (response.ok) {
          historyOf(name).everReady = true;
          return;
        }
        lastAnswer = `${response.status} ${(await response.text()).slice(0, 500)}`;
      } catch (error) {
        // not listening yet
        lastAnswer = error instanceof Error ? error.message : String(error);
      }
      await sleep(250);
    }
    throw new Error(`${name} did not become ready (${url}; last answer: ${lastAnswer})${state.exited ? ', it exited' : ''}:\n${state.tail.join('\n')}`);
  }

  /** A deliberate stop: never restarted. Resolves with how the process exited (SIGKILL after 10 s). */
  async function stop(name, signal = 'SIGTERM') {
    clearTimeout(restartTimers.get(name));
    restartTimers.delete(name);
    const state = children.get(name);
    if (!state || state.exited) return;
    state.stopRequested = true;
    // As the deletion of a pod takes it out of its Service before its SIGTERM is handled.
    proxyFor(state.definition)?.terminating(name);
    const exited = new Promise((resolve) => state.child.once('exit', (code, how) => resolve({ code, signal: how })));
    state.child.kill(signal);
    const exit = await Promise.race([exited, sleep(10_000, undefined, { ref: false })]);
    if (exit) return exit;
    state.child.kill('SIGKILL');
    return exited;
  }

  return {
    portOf,
    /** The running process's id (the benchmark reads its CPU time); undefined once it has exited. */
    pidOf: (name) => {
      const state = children.get(name);
      return state && !state.exited ? state.child.pid : undefined;
    },
    start,
    waitReady,
    stop,
    /** The instances' names: `venues`, or `venues#1`, `venues#2` when it runs as replicas. */
    instances: (process) => definitions.filter((definition) => process === undefined || definition.process === process).map((definition) => definition.name),
    /** The ready-proxy in front of a gateway run as replicas. */
    proxyOf: (name) => proxies.get(name),
    async startAll() {
      if (options.logDir) mkdirSync(options.logDir, { recursive: true });
      const [gateways, others] = partition(definitions, (definition) => definition.kind === 'gateway');
      for (const definition of others) start(definition.name);
      await Promise.all(others.map((definition) => waitReady(definition.name)));
      for (const definition of gateways) start(definition.name);
      await Promise.all(gateways.map((definition) => waitReady(definition.name)));
      await startProxies();
    },
    async stopAll() {
      stopping = true;
      for (const timer of restartTimers.values()) clearTimeout(timer);
      restartTimers.clear();
      await Promise.all([...proxies.values()].map((proxy) => proxy.close()));
      proxies.clear();
      await Promise.all([...children.keys()].map((name) => stop(name)));
    },
    /** Resolves when a process stops unexpectedly for good: at once without restarts, else when restarts give up. */
    whenFailed() {
      return failure;
    },
  };
}

/**
 * The life of `npm start`: start everything, call onReady, then run until Ctrl-C, SIGTERM or SIGHUP
 * (exit code 0) or until a process fails for good (1). Resolves with the exit code once all stopped.
 */
export function runSupervised(stack, { log, onReady = () => {} }) {
  return new Promise((resolve) => {
    let stopping = false;
    const shutdown = async (code, reason) => {
      if (stopping) return;
      stopping = true;
      log(reason);
      await stack.stopAll();
      resolve(code);
    };
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0, 'stopping…'));
    stack.startAll().then(
      () => {
        if (stopping) return;
        onReady();
        stack.whenFailed().then((failure) => shutdown(1, `${failure.message}: stopping everything.`));
      },
      (error) => shutdown(1, error.message),
    );
  });
}

function partition(items, predicate) {
  return [items.filter(predicate), items.filter((item) => !predicate(item))];
}

function duration(ms) {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 120_000) return `${Math.round(ms / 1000)} s`;
  return `${Math.round(ms / 60_000)} min`;
}
