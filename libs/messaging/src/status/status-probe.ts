import { componentStates, RPC, SERVICE_NAMES, type ComponentProbe, type HttpSample, type ServiceHealthSample } from '@lieux/contracts';
import type { ServiceClient } from '../rpc/service-client.js';

export interface StatusProbeOptions {
  /** Where the web app is served (the gateway): `http://127.0.0.1:3000`. */
  webUrl: string;
  /** How long one HTTP fetch may take before it counts as down. */
  fetchTimeoutMs?: number;
}

const SCRIPT_PATTERN = /<script[^>]+src="(\/assets\/[^"]+\.js)"/;

/**
 * Measures the status page's six lines now (mapping: `componentStates` in @lieux/contracts): every
 * service's `<service>.health.check` over NATS, in parallel, and the web app's index.html and one of
 * its fingerprinted scripts over HTTP. The gateway runs it for each `GET /api/status`; the admin
 * service runs it every STATUS_CHECK_INTERVAL_MS to record the history.
 */
export class StatusProbe {
  constructor(
    private readonly services: ServiceClient,
    private readonly options: StatusProbeOptions,
  ) {}

  async measure(): Promise<ComponentProbe[]> {
    const [health, { web, asset }] = await Promise.all([this.serviceHealth(), this.webApp()]);
    return componentStates(health, web, asset);
  }

  private serviceHealth(): Promise<ServiceHealthSample[]> {
    return Promise.all(
      SERVICE_NAMES.map(async (service) => {
        const started = performance.now();
        try {
          const reply = await this.services.request(RPC.healthCheck[service], {}, { actor: undefined });
          return { service, reply, elapsedMs: Math.round(performance.now() - started) };
        } catch {
          return { service, reply: null, elapsedMs: Math.round(performance.now() - started) };
        }
      }),
    );
  }

  private async webApp(): Promise<{ web: HttpSample; asset: HttpSample }> {
    const page = await this.fetchText('/');
    const html = page.ok && page.contentType.includes('text/html') ? page.body : '';
    const web: HttpSample = { ok: html.includes('<div id="root"'), elapsedMs: page.elapsedMs };
    const script = SCRIPT_PATTERN.exec(html)?.[1];
    if (!script) return { web, asset: { ok: false, elapsedMs: web.ok ? 0 : null } };
    const asset = await this.fetchText(script);
    return { web, asset: { ok: asset.ok, elapsedMs: asset.elapsedMs } };
  }

  private async fetchText(path: string): Promise<{ ok: boolean; body: string; contentType: string; elapsedMs: number }> {
    const started = performance.now();
    try {
      const response = await fetch(`${this.options.webUrl}${path}`, { signal: AbortSignal.timeout(this.options.fetchTimeoutMs ?? 5000) });
      const body = await response.text();
      return { ok: response.ok, body, contentType: response.headers.get('content-type') ?? '', elapsedMs: Math.round(performance.now() - started) };
    } catch {
      return { ok: false, body: '', contentType: '', elapsedMs: Math.round(performance.now() - started) };
    }
  }
}
