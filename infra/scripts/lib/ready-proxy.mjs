// A round-robin HTTP proxy in front of several instances of one process, that routes, like a
// Kubernetes Service fed by readiness probes, only to the instances whose readiness answers 200.
// The local stack puts it in front of the gateways when they run as replicas (stack.mjs).
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const PROBE_TIMEOUT_MS = 2000;
const SLOW_PROBES_TOLERATED = 2;
/** Hop-by-hop headers: each side of the proxy has its own connection. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade']);

/**
 * @param {{ port: number, host?: string, upstreams: { name: string, port: number }[], readyPath: string, probeIntervalMs?: number }} options
 * @returns {Promise<import('./ready-proxy.d.mts').ReadyProxy>}
 */
export async function startReadyProxy({ port, host = '127.0.0.1', upstreams, readyPath, probeIntervalMs = 200 }) {
  const ready = new Set();
  const served = Object.fromEntries(upstreams.map((upstream) => [upstream.name, 0]));
  // A new connection per forwarded request: a kept-alive one could be closed by a stopping instance
  // just as a request is written to it, failing a request the instance never saw.
  const agent = new http.Agent({ keepAlive: false });
  let next = 0;
  let probing = true;

  /** Probes that timed out in a row, per instance: a busy instance is not a leaving one. */
  const slow = new Map();

  async function probe(upstream) {
    try {
      const answer = await fetch(`http://127.0.0.1:${upstream.port}${readyPath}`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await answer.body?.cancel();
      slow.delete(upstream.name);
      if (answer.ok) ready.add(upstream.name);
      else ready.delete(upstream.name);
    } catch (error) {
      // Refused: nothing listens any more, out at once. Timed out: out after a few in a row, as a
      // Kubernetes readiness probe's failureThreshold (an instance saying 503 is out at once above).
      const timeouts = error?.name === 'TimeoutError' ? (slow.get(upstream.name) ?? 0) + 1 : SLOW_PROBES_TOLERATED + 1;
      slow.set(upstream.name, timeouts);
      if (timeouts > SLOW_PROBES_TOLERATED) ready.delete(upstream.name);
    }
  }

  const probes = (async () => {
    while (probing) {
      await Promise.all(upstreams.map(probe));
      await sleep(probeIntervalMs);
    }
  })();

  function pick() {
    const candidates = upstreams.filter((upstream) => ready.has(upstream.name));
    if (candidates.length === 0) return undefined;
    next = (next + 1) % candidates.length;
    return candidates[next];
  }

  const server = http.createServer((request, response) => {
    const upstream = pick();
    if (!upstream) {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('no ready instance\n');
      return;
    }
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const forwarded = http.request(
      { host: '127.0.0.1', port: upstream.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        served[upstream.name] += 1;
        const answerHeaders = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete answerHeaders[name];
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    forwarded.on('error', (error) => {
      if (response.headersSent) response.destroy(error);
      else response.writeHead(502, { 'content-type': 'text/plain' }).end(`${upstream.name}: ${error.message}\n`);
    });
    request.pipe(forwarded);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  // Serving starts once an instance is known ready, as a Service with endpoints.
  await Promise.race([
    (async () => {
      while (ready.size === 0 && probing) await sleep(probeIntervalMs / 4);
    })(),
    sleep(30_000),
  ]);

  return {
    port,
    /** Requests answered by each instance so far. */
    served: () => ({ ...served }),
    /** Names of the instances it routes to now. */
    ready: () => [...ready],
    async close() {
      probing = false;
      await probes;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
