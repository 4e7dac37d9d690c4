import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';

/**
 * A screen asks its data with `useQuery` as it renders, and the server does not fetch for it. So the
 * server renders, fetches what the render asked for, and renders again with it, until a render asks
 * for nothing new: a venue page asks its venue, then (with it) its similar venues. Never more passes
 * than this (a page that asks again and again is sent as it is at the last).
 */
const MAX_PASSES = 4;
/** A render that outlives this (a chunk or a text that never arrives) is abandoned: the browser renders the page. */
const RENDER_TIMEOUT_MS = 5_000;

export interface SettledRender {
  html: string;
  /** A query ended in an error, or the render failed: the page is better drawn by the browser. */
  failed: boolean;
}

/**
 * Records each query's `enabled` as the components ask it (the server never subscribes observers,
 * so the cache alone cannot tell a query the page waits for from one it keeps disabled).
 */
export function trackEnabled(client: QueryClient): (query: Query) => boolean {
  const enabledByHash = new Map<string, unknown>();
  const defaulted = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options) => {
    const result = defaulted(options);
    enabledByHash.set(result.queryHash, result.enabled);
    return result;
  }) as QueryClient['defaultQueryOptions'];
  return (query) => {
    if (query.options.queryFn === skipToken) return false;
    const enabled = enabledByHash.get(query.queryHash);
    return typeof enabled === 'function' ? (enabled as (query: Query) => boolean)(query) !== false : enabled !== false;
  };
}

/**
 * Renders `tree` with React's streaming renderer in its static form (`prerender`): it waits for
 * every Suspense boundary (lazy screens, texts, data) and writes each in place, with no inline
 * script to swap it in later (the site's Content-Security-Policy refuses inline scripts).
 */
async function renderOnce(tree: ReactNode): Promise<{ html: string; failed: boolean }> {
  let failed = false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RENDER_TIMEOUT_MS);
  try {
    const { prelude } = await prerender(tree, {
      signal: controller.signal,
      // Every boundary written in place: React would otherwise move a large one after the rest, with
      // an inline script to put it back.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => {
        failed = true;
      },
    });
    return { html: await new Response(prelude).text(), failed: failed || controller.signal.aborted };
  } finally {
    clearTimeout(timer);
  }
}

export async function renderUntilSettled(tree: () => ReactNode, client: QueryClient): Promise<SettledRender> {
  const isEnabled = trackEnabled(client);
  for (let pass = 1; ; pass += 1) {
    const { html, failed } = await renderOnce(tree());
    const queries = client.getQueryCache().getAll();
    if (failed || queries.some((query) => query.state.status === 'error')) return { html, failed: true };
    const asked = queries.filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
    if (asked.length === 0 || pass === MAX_PASSES) return { html, failed: false };
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  }
}
