import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@lieux/contracts';

/** What the web app's server bundle (web/src/ssr/entry-server.tsx, built by Vite's SSR build) exports. */
export interface ServerBundle {
  configureApi(apiFetch: (path: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: string, locale: Locale): Promise<{ html: string; payload: unknown; failed: boolean }>;
  SSR_PAYLOAD_ID: string;
}

/** The server bundle beside the built web app: `web/dist-server/entry-server.js` for `web/dist`. */
export function serverBundlePath(webDist: string): string {
  return path.join(path.dirname(webDist), `${path.basename(webDist)}-server`, 'entry-server.js');
}

/** Loads the server bundle, when it was built; undefined otherwise (pages are then rendered by the browser). */
export async function loadServerBundle(webDist: string): Promise<ServerBundle | undefined> {
  const file = serverBundlePath(webDist);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerBundle;
}

/**
 * The renderer's `/api/…` calls go through this gateway in-process (`inject`): the same routes,
 * validation and response cache as a browser's anonymous call, without a socket.
 */
export function injectedApiFetch(fastify: FastifyInstance): (path: string, init: RequestInit) => Promise<Response> {
  return async (url, init) => {
    const answer = await fastify.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const bodiless = answer.statusCode === 204 || answer.statusCode === 304;
    // The API answers text (JSON), which is all the web app reads of it (api/api-client.ts).
    return new Response(bodiless ? null : answer.body, { status: answer.statusCode, headers });
  };
}
