/** The venue page of a slug: `/venue/cafe-clock-fes`. */
export function venuePath(slug: string): string {
  return `/venue/${encodeURIComponent(slug)}`;
}
