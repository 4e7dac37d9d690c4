import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import type { Locale } from '@lieux/contracts';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { setRenderedMinute } from '../venues/use-minute';
import type { SsrPayload } from './ssr-payload';

/**
 * A public page the server rendered (docs/architecture.md, "Pages rendered on the server"): the
 * browser hydrates it in the language the server wrote it in, with the data it was rendered with
 * (TanStack Query's dehydrated cache), so nothing is fetched twice and nothing is drawn differently.
 * Its own chunk: a page the browser renders itself never downloads it.
 */
export function hydrateServerPage(container: HTMLElement, payload: SsrPayload, serverLocale: Locale): void {
  const queryClient = createQueryClient();
  hydrate(queryClient, payload.queries);
  setRenderedMinute(payload.renderedAt);
  hydrateRoot(
    container,
    <StrictMode>
      <App initialLocale={serverLocale} queryClient={queryClient} />
    </StrictMode>,
    {
      // React recovers by drawing the part again in the browser; what made it do so is worth the console.
      onRecoverableError: (error, info) => {
        const cause = error instanceof Error ? error.cause : undefined;
        console.error(error, cause instanceof Error ? `cause: ${cause.message}\n${cause.stack ?? ''}` : cause, info.componentStack ?? '');
      },
    },
  );
}
