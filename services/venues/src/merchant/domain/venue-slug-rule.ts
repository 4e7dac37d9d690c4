/**
 * The slug of a new venue (spec section 5): lower-case, accents removed, non-alphanumerics dropped,
 * spaces to hyphens, repeated hyphens collapsed. "Café L'Oasis & Co" → `cafe-loasis-co`. Ligatures
 * are spelt out (œ → oe) rather than dropped. A name with no latin letter or digit (an Arabic name)
 * gets `lieu`, made unique like any other. At most 100 characters, never ending with a hyphen.
 */
export function venueSlugBase(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100)
    .replace(/-$/, '');
  return slug === '' ? FALLBACK_SLUG : slug;
}

export const FALLBACK_SLUG = 'lieu';

/** `base` when free, else `base-2`, `base-3`… the first one `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
