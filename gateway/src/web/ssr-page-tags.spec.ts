import { API } from '@lieux/contracts';
import { ssrPageOf, venueRefsOf } from './ssr-page-tags.js';

describe('which pages the gateway renders, and what drops them', () => {
  it('renders the public pages, each kept under the events that change its data', () => {
    expect(ssrPageOf('/venue/cafe-clock-fes')).toEqual({ tag: API.places.show.path, freshness: 'page' });
    for (const path of ['/landing', '/explorer', '/recherche', '/search']) expect(ssrPageOf(path)).toEqual({ tag: API.feed.home.path, freshness: 'list' });
    for (const path of ['/faq', '/guide', '/centre-aide', '/confidentialite', '/conditions', '/cookies', '/mentions-legales', '/rgpd', '/merchant']) {
      expect(ssrPageOf(path)).toEqual({ tag: 'ssr:content', freshness: 'page' });
    }
    // The status page shows the services' state now: rendered at each request.
    expect(ssrPageOf('/statut')).toEqual({ tag: undefined, freshness: 'page' });
  });

  it('leaves signed-in, merchant and admin screens to the browser', () => {
    for (const path of ['/compte', '/favoris', '/merchant/dashboard', '/admin', '/login', '/venue/Not_A_Slug', '/venue/a/b']) expect(ssrPageOf(path)).toBeUndefined();
  });

  it('reads the venues a page shows from the data it was rendered with: the venue page is about its own venue, and lists the others', () => {
    const payload = {
      queries: {
        queries: [
          { queryKey: ['place', 'cafe-clock-fes'], state: { data: { id: 'a1', slug: 'cafe-clock-fes', similar: [{ id: 'b2', slug: 'riad-fes', tags: [{ id: 'wifi', name: 'Wifi' }] }] } } },
          { queryKey: ['categories'], state: { data: [{ id: 'cafe', name: 'Café' }] } },
        ],
      },
    };
    expect(venueRefsOf(payload, '/venue/cafe-clock-fes')).toEqual({ about: ['a1'], listed: ['b2'] });
    expect(venueRefsOf(payload, '/landing')).toEqual({ about: [], listed: ['a1', 'b2'] });
    expect(venueRefsOf({ queries: { queries: [] } }, '/explorer')).toEqual({ about: [], listed: [] });
  });
});
