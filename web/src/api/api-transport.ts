/**
 * How API calls reach the gateway: the browser's `fetch` to the page's own origin. The server's
 * renderer (ssr/entry-server.tsx) puts in its place a call into the gateway itself, so a page
 * rendered on the server reads the same public answers (and the same response cache) as the browser.
 */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

let apiFetch: ApiFetch = (path, init) => fetch(path, init);

export function fetchApi(path: string, init: RequestInit): Promise<Response> {
  return apiFetch(path, init);
}

/** Server side only: where `/api/…` calls go while rendering. */
export function setApiFetch(next: ApiFetch): void {
  apiFetch = next;
}
