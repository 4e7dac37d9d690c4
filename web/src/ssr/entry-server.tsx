import { StrictMode } from 'react';
import { dehydrate } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import type { Locale } from '@lieux/contracts';
import { setApiFetch, type ApiFetch } from '../api/api-transport';
import { AppProviders, RoutedApp } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { loadMessages } from '../i18n/message-catalog';
import { setRenderedMinute } from '../venues/use-minute';
import { renderUntilSettled } from './render-until-settled';
import type { SsrPayload } from './ssr-payload';

export { SSR_PAYLOAD_ID } from './ssr-payload';
export type { SsrPayload } from './ssr-payload';

/** Where the renderer's `/api/…` calls go: the gateway calls itself (web/src/api/api-transport.ts). */
export function configureApi(apiFetch: ApiFetch): void {
  setApiFetch(apiFetch);
}

export interface RenderedPage {
  /** The app's HTML, for `<div id="root">`. */
  html: string;
  payload: SsrPayload;
  /** True when a query failed or the render did: send the page for the browser to render instead. */
  failed: boolean;
}

/**
 * The public page at `url` (path and query) as an anonymous reader sees it in `locale`: the same
 * providers and routes as the browser's (app/app.tsx) under a StaticRouter, rendered with the data
 * it asks for, and that data for the browser to hydrate with (ssr-payload.ts).
 */
export async function renderPage(url: string, locale: Locale): Promise<RenderedPage> {
  const renderedAt = Date.now();
  setRenderedMinute(renderedAt);
  await loadMessages(locale);
  const queryClient = createQueryClient();
  const { html, failed } = await renderUntilSettled(
    () => (
      <StrictMode>
        <AppProviders initialLocale={locale} queryClient={queryClient}>
          <StaticRouter location={url}>
            <RoutedApp />
          </StaticRouter>
        </AppProviders>
      </StrictMode>
    ),
    queryClient,
  );
  const payload: SsrPayload = { queries: dehydrate(queryClient), renderedAt };
  queryClient.clear();
  return { html, payload, failed };
}
