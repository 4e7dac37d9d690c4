import type { ClaimMatchField } from './claims.model.js';

/**
 * The claim's match rule (docs/merchant.md, "What counts as a match"): a connected account proves a
 * listing when at least one of these is the same on both sides, once normalised:
 * - **website**: the host, lower-case, without `www.` (scheme, port, path, query and a final dot
 *   ignored): `https://www.CafeHafa.ma/menu` = `cafehafa.ma`. A social network's host is no website of
 *   anyone's (`instagram.com`, `facebook.com`…): it never matches as a website.
 * - **phone**: E.164, Morocco by default: `0522-12 34 56`, `+212 522 123456` and `00212522123456` are
 *   `+212522123456`. Fewer than 8 digits is no number.
 * - **handle**: case-insensitive, without `@`; a listing's website that is an Instagram profile URL
 *   (`instagram.com/cafe.hafa`) gives its handle.
 */
export interface ClaimListing {
  website: string | null;
  phone: string | null;
  /** The listing's Instagram handle, when it has one (OpenStreetMap's `contact:instagram`, a profile URL as website). */
  instagramHandle?: string | null;
}

export interface ClaimAccount {
  /** The platform's handle (Instagram username); null where the platform has none. */
  handle: string | null;
  website: string | null;
  phone: string | null;
}

/** Hosts of social networks and link pages: a profile there says nothing about whose business it is. */
const SOCIAL_HOSTS = ['instagram.com', 'facebook.com', 'fb.com', 'tiktok.com', 'linkedin.com', 'linktr.ee', 'google.com', 'g.page', 'goo.gl', 'wa.me', 'x.com', 'twitter.com'];

/** `https://www.Example.ma/x` → `example.ma`; null for no URL-looking text. */
export function websiteHost(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
  return host.includes('.') ? host : null;
}

/** Moroccan and international numbers in E.164 (`+212…`); null below 8 digits. */
export function e164Phone(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const international = text.startsWith('+') || text.startsWith('00');
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('00')) digits = digits.slice(2);
  if (!international) digits = digits.startsWith('0') ? `212${digits.slice(1)}` : digits.startsWith('212') ? digits : `212${digits}`;
  return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
}

/** `@Cafe.Hafa` → `cafe.hafa`; an Instagram profile URL gives its handle. */
export function normalisedHandle(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const host = websiteHost(text);
  if (host === 'instagram.com') {
    const path = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`).pathname.split('/').filter(Boolean)[0];
    return path ? path.toLowerCase() : null;
  }
  if (text.includes('/')) return null;
  const handle = text.replace(/^@/, '').toLowerCase();
  return /^[a-z0-9._]{1,30}$/.test(handle) ? handle : null;
}

function ownWebsite(value: string | null | undefined): string | null {
  const host = websiteHost(value);
  return host && !SOCIAL_HOSTS.some((social) => host === social || host.endsWith(`.${social}`)) ? host : null;
}

/** What matches between the account and the listing, in CLAIM_MATCH_FIELDS' order; empty: no proof. */
export function claimMatches(listing: ClaimListing, account: ClaimAccount): ClaimMatchField[] {
  const matched: ClaimMatchField[] = [];
  const site = ownWebsite(listing.website);
  if (site !== null && site === ownWebsite(account.website)) matched.push('website');
  const phone = e164Phone(listing.phone);
  if (phone !== null && phone === e164Phone(account.phone)) matched.push('phone');
  const handle = normalisedHandle(listing.instagramHandle) ?? (websiteHost(listing.website) === 'instagram.com' ? normalisedHandle(listing.website) : null);
  if (handle !== null && handle === normalisedHandle(account.handle)) matched.push('handle');
  return matched;
}
