import type { DehydratedState } from '@tanstack/react-query';

/** The `<script type="application/json">` the gateway writes after a page rendered on the server. */
export const SSR_PAYLOAD_ID = 'lieux-ssr';

/** What the browser needs to hydrate the server's HTML without asking anything again. */
export interface SsrPayload {
  /** The TanStack Query cache the server rendered with (every query it fetched). */
  queries: DehydratedState;
  /** When it was rendered (ms): the "open now" states are drawn for that minute while hydrating. */
  renderedAt: number;
}

/** The payload of the page, when the server rendered it; undefined on a page the browser renders itself. */
export function readSsrPayload(): SsrPayload | undefined {
  const script = document.getElementById(SSR_PAYLOAD_ID);
  if (!script?.textContent) return undefined;
  return JSON.parse(script.textContent) as SsrPayload;
}
