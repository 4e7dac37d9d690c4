import type { Actor, VenueStatus } from '@lieux/contracts';

/** Similar venues: same category, and the same city or this close (km). */
export const SIMILAR_RADIUS_KM = 25;
export const SIMILAR_LIMIT = 3;

/** Only approved venues are public; the owner and admins see theirs in any status (DESIGN.md). */
export function isVisibleTo(venue: { status: VenueStatus; ownerUserId: string | null }, actor: Actor | undefined): boolean {
  if (venue.status === 'approved') return true;
  if (!actor) return false;
  return actor.role === 'admin' || (venue.ownerUserId !== null && venue.ownerUserId === actor.userId);
}
