import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { DEFAULT_LOCALE, isSupportedLocale, LOCALE_COOKIE, localeOfQuery, pathInLocale, type Locale } from '@lieux/contracts';
import { carriesCredentials } from '../cache/response-cache.hooks.js';
import type { ResponseCache, VenueRefs } from '../cache/response-cache.js';
import { jsonForScript } from '../seo/html-escape.js';
import { readPageAddress } from '../seo/localised-page.js';
import type { SpaIndex } from './spa-index.js';
import type { RouteStyles } from './route-styles.js';
import { ssrPageOf, venueRefsOf } from './ssr-page-tags.js';
import type { ServerBundle } from './ssr-renderer.js';
import { withServerRender } from './ssr-html.js';

const keyOf = (request: FastifyRequest): string => `ssr ${request.url}`;

/** `x-render`: `ssr-hit`, `ssr-miss` (rendered now), `ssr` (rendered, never kept), `spa` (for the browser to render). */
export const RENDER_HEADER = 'x-render';

/** A page rendered here, and the venues it shows (what drops or stales it in the cache). */
interface RenderedHtml {
  html: string;
  venues: VenueRefs;
}

export interface ServerPage {
  html: string;
  render: 'ssr-hit' | 'ssr-miss' | 'ssr' | 'spa';
}

/**
 * The web app's pages as the gateway sends them (docs/architecture.md, "Pages rendered on the
 * server"): a public page asked by an anonymous reader is rendered here with its data and kept,
 * tagged so that the events that change its data drop it; any other page (signed-in readers,
 * private screens, a render that failed) is the SPA's index.html, for the browser to render.
 */
export class ServerPages {
  /** Renders under way, by key: readers arriving meanwhile wait for the same one. */
  private readonly rendering = new Map<string, Promise<RenderedHtml | undefined>>();

  constructor(
    private readonly spa: SpaIndex,
    private readonly bundle: ServerBundle | undefined,
    private readonly cache: ResponseCache | undefined,
    private readonly logger: Logger,
    private readonly styles?: RouteStyles,
  ) {}

  /** True when the request's page would be rendered here (an anonymous reader, a public page, a built bundle). */
  rendersFor(request: FastifyRequest, path = readPageAddress(request.url).path): boolean {
    return this.bundle !== undefined && this.spa.available && ssrPageOf(path) !== undefined && request.method === 'GET' && !carriesCredentials(request);
  }

  /**
   * The address of the page in the reader's stored language (the `lieux_locale` cookie), when the
   * address names no language and the stored one is not French: the page is then rendered in it,
   * as the browser alone drew it before (issue 29: a stored choice is read from the first text).
   */
  storedLanguageAddress(request: FastifyRequest): string | undefined {
    const stored = (request.headers.cookie ?? '').split(';').find((part) => part.trim().startsWith(`${LOCALE_COOKIE}=`))?.split('=')[1]?.trim();
    if (!isSupportedLocale(stored) || stored === DEFAULT_LOCALE || !this.rendersFor(request)) return undefined;
    const queryAt = request.url.indexOf('?');
    if (queryAt !== -1 && localeOfQuery(request.url.slice(queryAt + 1))) return undefined;
    return pathInLocale(request.url, stored);
  }

  /**
   * The page as rendered before, when it is still kept: answered before anything else is asked (a
   * venue page's head reads the venue over NATS; a kept page needs nothing).
   */
  kept(request: FastifyRequest): ServerPage | undefined {
    if (!this.cache || !this.rendersFor(request)) return undefined;
    const kept = this.cache.get(keyOf(request));
    return kept ? { html: kept.body.toString(), render: 'ssr-hit' } : undefined;
  }

  /** The page at the request's address, `head` its own head tags (a venue's title, JSON-LD…). */
  async page(request: FastifyRequest, head?: (locale: Locale) => readonly string[]): Promise<ServerPage> {
    const spa = (): ServerPage => ({ html: this.spa.page(request.url, head), render: 'spa' });
    const address = readPageAddress(request.url);
    const page = ssrPageOf(address.path);
    if (!page || !this.rendersFor(request, address.path)) return spa();
    const key = keyOf(request);
    const kept = this.kept(request);
    if (kept) return kept;
    const generation = this.cache?.generation() ?? 0;
    let rendering = this.rendering.get(key);
    if (!rendering) {
      rendering = this.render(request.url, address.locale, head).finally(() => this.rendering.delete(key));
      this.rendering.set(key, rendering);
    }
    const rendered = await rendering;
    if (rendered === undefined) return spa();
    const { html, venues } = rendered;
    if (page.tag === undefined || !this.cache) return { html, render: 'ssr' };
    this.cache.set(key, page.tag, generation, { body: html, contentType: 'text/html; charset=utf-8', etag: '' }, { venues, freshness: page.freshness });
    return { html, render: 'ssr-miss' };
  }

  private async render(url: string, locale: Locale, head: ((locale: Locale) => readonly string[]) | undefined): Promise<RenderedHtml | undefined> {
    const bundle = this.bundle;
    if (!bundle) return undefined;
    try {
      const rendered = await bundle.renderPage(url, locale);
      if (rendered.failed) return undefined;
      const path = readPageAddress(url).path;
      const html = withServerRender(this.spa.page(url, head), rendered.html, jsonForScript(rendered.payload), bundle.SSR_PAYLOAD_ID, this.styles?.linksFor(path));
      return { html, venues: venueRefsOf(rendered.payload, path) };
    } catch (error) {
      this.logger.warn({ err: error, url }, 'page not rendered on the server: sent for the browser to render');
      return undefined;
    }
  }
}
