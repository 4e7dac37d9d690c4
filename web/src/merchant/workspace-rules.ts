/** Pure rules of the merchant workspace's screens (the server decides; these only present). */

export interface Quota {
  used: number;
  limit: number;
  remaining: number;
  /** 'Limite atteinte': the add-venue button is disabled. */
  full: boolean;
  /** 0–100, for the quota bar. */
  percent: number;
}

/** The quota bar (spec "Merchant dashboard"): remaining slots, or full at the plan's limit. */
export function quotaOf(used: number, limit: number): Quota {
  const remaining = Math.max(0, limit - used);
  return { used, limit, remaining, full: remaining === 0, percent: limit <= 0 ? 100 : Math.min(100, Math.round((used / limit) * 100)) };
}

export type Trend = { kind: 'up' | 'down'; percent: number } | { kind: 'flat' } | { kind: 'new' } | { kind: 'none' };

/** A number against the previous period: +N %, −N %, steady, new (nothing before), or none (nothing either time). */
export function trendOf(current: number, previous: number): Trend {
  if (current === previous) return current === 0 ? { kind: 'none' } : { kind: 'flat' };
  if (previous === 0) return { kind: 'new' };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  if (percent === 0) return { kind: 'flat' };
  return { kind: current > previous ? 'up' : 'down', percent };
}

/** What the daily tip looks at in a venue. */
export interface TipVenue {
  name: string;
  description: string | null;
  phone: string | null;
  website: string | null;
  latitude: number | null;
  tagCount: number;
  hasOpeningHours: boolean;
}

export type TipKey = 'createVenue' | 'description' | 'position' | 'phone' | 'website' | 'hours' | 'tags' | 'instagram' | 'facebook' | 'allGood';

export interface Tip {
  key: TipKey;
  /** The venue the tip is about, when it is about one. */
  venueName?: string;
}

/** Every tip that applies to these venues and connections, most useful first. */
export function tipsFor(venues: readonly TipVenue[], connected: { instagram: boolean; facebook: boolean }): Tip[] {
  if (venues.length === 0) return [{ key: 'createVenue' }];
  const tips: Tip[] = [];
  if (!connected.instagram) tips.push({ key: 'instagram' });
  if (!connected.facebook) tips.push({ key: 'facebook' });
  for (const venue of venues) {
    const blank = (text: string | null) => text === null || text.trim() === '';
    const about = (key: TipKey) => tips.push({ key, venueName: venue.name });
    if (blank(venue.description)) about('description');
    if (venue.latitude === null) about('position');
    if (!venue.hasOpeningHours) about('hours');
    if (venue.tagCount === 0) about('tags');
    if (blank(venue.phone)) about('phone');
    if (blank(venue.website)) about('website');
  }
  return tips.length > 0 ? tips : [{ key: 'allGood' }];
}

/** The tip of the day: one of those that apply, another each day (the same all day long). */
export function tipOfTheDay(tips: readonly Tip[], today: Date): Tip {
  const day = Math.floor(today.getTime() / 86_400_000);
  return tips[day % tips.length] ?? { key: 'allGood' };
}
