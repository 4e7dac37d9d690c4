import type { SocialProvider } from '@lieux/contracts';

const PROFILE_URL: Record<SocialProvider, (ref: string) => string> = {
  instagram: (ref) => `https://www.instagram.com/${encodeURIComponent(ref)}/`,
  tiktok: (ref) => `https://www.tiktok.com/@${encodeURIComponent(ref)}`,
  facebook: (ref) => `https://www.facebook.com/${encodeURIComponent(ref)}`,
  linkedin: (ref) => `https://www.linkedin.com/company/${encodeURIComponent(ref)}`,
  // A Google Business account is known by its place; Maps opens it from a search on the reference.
  google: (ref) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ref)}`,
};

/**
 * The public profile of a linked account (spec: Instagram and Facebook open the profile from
 * accountRef; we do the same for the three other platforms). A reference that is already an
 * https address is used as it is; a leading '@' is dropped; anything else gives no link.
 */
export function socialProfileUrl(provider: SocialProvider, accountRef: string): string | null {
  const ref = accountRef.trim();
  if (/^https:\/\/[^\s]+$/i.test(ref)) return ref;
  const handle = ref.replace(/^@/, '');
  if (handle === '' || /\s/.test(handle)) return provider === 'google' && handle !== '' ? PROFILE_URL.google(handle) : null;
  return PROFILE_URL[provider](handle);
}
