import { API } from '@lieux/contracts';
import { ssrPageOf } from './ssr-page-tags.js';

describe('which pages the gateway renders, and what drops them', () => {
  it('renders the public pages, each kept under the events that change its data', () => {
    expect(ssrPageOf('/venue/cafe-clock-fes')).toEqual({ tag: API.places.show.path });
    for (const path of ['/landing', '/explorer', '/recherche', '/search']) expect(ssrPageOf(path)).toEqual({ tag: API.feed.home.path });
    for (const path of ['/faq', '/guide', '/centre-aide', '/confidentialite', '/conditions', '/cookies', '/mentions-legales', '/rgpd', '/merchant']) {
      expect(ssrPageOf(path)).toEqual({ tag: 'ssr:content' });
    }
    // The status page shows the services' state now: rendered at each request.
    expect(ssrPageOf('/statut')).toEqual({ tag: undefined });
  });

  it('leaves signed-in, merchant and admin screens to the browser', () => {
    for (const path of ['/compte', '/favoris', '/merchant/dashboard', '/admin', '/login', '/venue/Not_A_Slug', '/venue/a/b']) expect(ssrPageOf(path)).toBeUndefined();
  });
});
