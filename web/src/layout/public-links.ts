import type { LayoutMessageKey } from './layout.fr';

/** The header's links for everyone, signed in or not (issue 28: a way around for everyone). */
export const PUBLIC_LINKS: ReadonlyArray<{ key: LayoutMessageKey; to: string }> = [
  { key: 'nav.explorer', to: '/explorer' },
  { key: 'nav.search', to: '/search' },
  { key: 'nav.merchantSpace', to: '/merchant' },
];
