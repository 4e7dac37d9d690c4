/** Favourites: one row per person and venue, `(user_id, venue_id)` its primary key. */
export interface FavoriteRepository {
  has(userId: string, venueId: string): Promise<boolean>;
  /** Adding twice keeps one row (and its first date). */
  add(userId: string, venueId: string, at: Date): Promise<void>;
  remove(userId: string, venueId: string): Promise<void>;
  /** The person's favourite venues, most recent first, at most `limit`. */
  venueIdsOf(userId: string, limit: number): Promise<string[]>;
  /** A deleted account: its favourites are erased. */
  eraseAllOf(userId: string): Promise<number>;
}

export const FAVORITE_REPOSITORY = Symbol('FavoriteRepository');
