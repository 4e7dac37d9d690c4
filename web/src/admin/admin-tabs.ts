/**
 * The console's tabs and their addresses: `/admin/<slug>` (or `/admin?onglet=<slug>`), in French like
 * the rest of the route table, so a tab can be linked to and survives a reload.
 */
export const ADMIN_TABS = [
  { id: 'venues', slug: 'lieux' },
  { id: 'users', slug: 'utilisateurs' },
  { id: 'reports', slug: 'signalements' },
  { id: 'analytics', slug: 'analytique' },
  { id: 'inbox', slug: 'messages' },
  { id: 'incidents', slug: 'incidents' },
  { id: 'audit', slug: 'journal' },
  { id: 'verifications', slug: 'verifications' },
  { id: 'scores', slug: 'scores' },
  { id: 'claims', slug: 'revendications' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

/** The spec's first tab, shown at /admin. */
export const DEFAULT_ADMIN_TAB: AdminTab = 'venues';

/** The query parameter that names a tab (`/admin?onglet=journal`). */
export const TAB_QUERY_PARAMETER = 'onglet';

/** The tab a path segment or `?onglet=` names (the path wins); the first tab for anything else. */
export function adminTabFrom(pathSlug: string | undefined, querySlug: string | null): AdminTab {
  for (const slug of [pathSlug, querySlug]) {
    const tab = ADMIN_TABS.find((candidate) => candidate.slug === slug);
    if (tab) return tab.id;
  }
  return DEFAULT_ADMIN_TAB;
}

/** `/admin/journal` for the audit tab: the address a tab click puts in the bar. */
export function adminTabPath(tab: AdminTab): string {
  const slug = ADMIN_TABS.find((candidate) => candidate.id === tab)?.slug ?? ADMIN_TABS[0].slug;
  return `/admin/${slug}`;
}
