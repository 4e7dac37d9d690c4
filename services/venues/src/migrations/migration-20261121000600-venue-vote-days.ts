import { Migration } from '@mikro-orm/migrations';

/**
 * Votes per venue per day (Africa/Casablanca), the read model behind the merchant's "votes per day"
 * chart and trends. Kept by the venues service's `vote.cast` consumer beside `venues.vote_count`:
 * `votes` is the day's net change (a vote +1, a withdrawn vote -1), so the sum over every day is the
 * venue's count.
 */
export class VenueVoteDaysMigration extends Migration {
  override up(): void {
    this.addSql(`create table venue_vote_days (
      venue_id uuid not null references venues (id) on delete cascade,
      day date not null,
      votes integer not null default 0,
      primary key (venue_id, day)
    )`);
  }

  override down(): void {
    this.addSql('drop table venue_vote_days');
  }
}
