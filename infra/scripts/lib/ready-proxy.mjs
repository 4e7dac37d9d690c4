// A round-robin HTTP proxy in front of several instances of one process, that routes, like a
// Kubernetes Service fed by readiness probes, only to the instances whose readiness answers 200.
// The local stack puts it in front of the gateways when they run as replicas (stack.mjs).
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const PROBE_TIMEOUT_MS = 2000;
/**
 * How long an instance's readiness may fail (a timeout, or a 503 for a dependency) before it is taken
 * out: k8s/kinds/common/deployment.yaml's readinessProbe, periodSeconds 5 × failureThreshold 3. On a
 * starved CPU every gateway's NATS ping can miss its second for a moment; Kubernetes would keep them
 * all, and so does this proxy. An instance that is leaving or gone is out at once (probe()).
 */
const FAILURE_WINDOW_MS = 15_000;
/** Methods a proxy may send again to another instance after a failure (nginx's default). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** The Ingress's error page for the platform: the gateway's own 503 body. */
const UNAVAILABLE_BODY = JSON.stringify({ message: 'Service temporairement indisponible, réessayez dans un instant.', code: 'service_unavailable' });

function unavailable(response) {
  response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' }).end(UNAVAILABLE_BODY);
}

/** Hop-by-hop headers: each side of the proxy has its own connection. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade']);

/**
 * Whether a readiness answer says the instance was told to stop (libs/platform's HealthController:
 * the `shutdown` check down in Terminus' `error` part). Kubernetes takes a terminating pod out of the
 * Service at once, whatever its probes say; here the instance's own readiness tells it.
 * @param {string} body
 */
export function saysLeaving(body) {
  try {
    return JSON.parse(body)?.error?.shutdown?.status === 'down';
  } catch {
    return false;
  }
}

/**
 * @param {{ port: number, host?: string, upstreams: { name: string, port: number }[], readyPath: string, probeIntervalMs?: number, failureWindowMs?: number }} options
 * @returns {Promise<import('./ready-proxy.d.mts').ReadyProxy>}
 */
export async function startReadyProxy({ port, host = '127.0.0.1', upstreams, readyPath, probeIntervalMs = 200, failureWindowMs = FAILURE_WINDOW_MS }) {
  const ready = new Set();
  const served = Object.fromEntries(upstreams.map((upstream) => [upstream.name, 0]));
  // A new connection per forwarded request: a kept-alive one could be closed by a stopping instance
  // just as a request is written to it, failing a request the instance never saw.
  const agent = new http.Agent({ keepAlive: false });
  let next = 0;
  let probing = true;

  /** Since when each instance's probes have failed without a break: failing is not leaving. */
  const failingSince = new Map();
  /**
   * Instances being stopped: out of the rotation whatever their probes say, until started again —
   * as Kubernetes removes a terminating pod from the Service's endpoints when it is deleted, not when
   * a probe notices (on a starved CPU, the probe of a leaving instance can time out until it is gone).
   */
  const terminating = new Set();

  function failed(upstream) {
    const since = failingSince.get(upstream.name) ?? Date.now();
    failingSince.set(upstream.name, since);
    if (Date.now() - since >= failureWindowMs) ready.delete(upstream.name);
  }

  async function probe(upstream) {
    let answer;
    try {
      answer = await fetch(`http://127.0.0.1:${upstream.port}${readyPath}`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    } catch (error) {
      // Refused: nothing listens any more, out at once. Timed out: a busy instance, not a leaving one.
      if (error?.name === 'TimeoutError') failed(upstream);
      else ready.delete(upstream.name);
      return;
    }
    if (answer.ok) {
      await answer.body?.cancel();
      failingSince.delete(upstream.name);
      if (!terminating.has(upstream.name)) ready.add(upstream.name);
      return;
    }
    const body = await answer.text().catch(() => '');
    if (saysLeaving(body)) ready.delete(upstream.name);
    else failed(upstream);
  }

  const probes = (async () => {
    while (probing) {
      await Promise.all(upstreams.map(probe));
      await sleep(probeIntervalMs);
    }
  })();

  /** The next ready instance in turn, `except` one that just failed. */
  function pick(except) {
    const candidates = upstreams.filter((upstream) => ready.has(upstream.name) && upstream.name !== except);
    if (candidates.length === 0) return undefined;
    next = (next + 1) % candidates.length;
    return candidates[next];
  }

  /**
   * Forwards a request to `upstream`; when it fails before any answer, tries once more on another
   * ready instance if nginx's Ingress would (`proxy_next_upstream error`): always when the instance
   * refused the connection (it never saw the request), else only for an idempotent method. Otherwise
   * the client gets what an Ingress configured with the platform's error page sends: 503 JSON.
   */
  function forward(request, response, body, upstream, retried) {
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
      if (response.headersSent) return void response.destroy(error);
      const another = retried ? undefined : pick(upstream.name);
      if (another && (error.code === 'ECONNREFUSED' || IDEMPOTENT.has(request.method ?? ''))) return forward(request, response, body, another, true);
      unavailable(response);
    });
    forwarded.end(body);
  }

  const server = http.createServer((request, response) => {
    const upstream = pick();
    if (!upstream) return void unavailable(response);
    // Read whole before forwarding, as nginx buffers a request, so that it can be sent again.
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => forward(request, response, Buffer.concat(chunks), upstream, false));
  });
  // As an Ingress (nginx: 75 s) and the gateway itself (Fastify: 72 s) do: a client's idle connection is
  // not closed under it after Node's default 5 s, a race a loaded client loses ("fetch failed").
  server.keepAliveTimeout = 75_000;
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
    /** The instance is being stopped: no new request goes to it from now on. */
    terminating(name) {
      terminating.add(name);
      ready.delete(name);
    },
    /** The instance was started again: it gets traffic once its readiness answers 200. */
    started(name) {
      terminating.delete(name);
      failingSince.delete(name);
    },
    async close() {
      probing = false;
      await probes;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
