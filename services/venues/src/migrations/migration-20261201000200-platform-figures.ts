import { Migration } from '@mikro-orm/migrations';

/**
 * Figures from the accounts (issue 30, docs/connections.md "Figures of the accounts"): `venue_platform_figures`
 * keeps each platform's latest figures of a venue as its connection's `connection.measured` gave them;
 * the venue row keeps what the tiles show of them — the Google rating and review count, Instagram's
 * followers, the followers of every platform, the interactions of 30 days — and the date of the oldest
 * figure shown. The demo seed wrote those columns itself before: figures no account gave are cleared
 * (the synthetic venues of the benchmarks, slugs `-g<n>`, keep theirs: they have no accounts).
 */
export class PlatformFiguresMigration extends Migration {
  override up(): void {
    // Its update rewrites venue rows, whose earth-distance index expressions need `public` on the
    // path (upgrade-with-venues.integration-spec.ts; a schema that applied it already is unchanged).
    this.addSql(`select set_config('search_path', current_setting('search_path') || ', public', true)`);
    this.addSql(`create table venue_platform_figures (
      venue_id uuid not null references venues (id) on delete cascade,
      provider text not null,
      connection_id uuid not null,
      followers integer check (followers >= 0),
      interactions_30d integer check (interactions_30d >= 0),
      rating real check (rating between 0 and 5),
      review_count integer check (review_count >= 0),
      measured_at timestamptz not null,
      primary key (venue_id, provider)
    )`);
    this.addSql(`alter table venues add column google_review_count integer check (google_review_count >= 0),
      add column total_followers integer check (total_followers >= 0),
      add column figures_measured_at timestamptz`);
    this.addSql(`update venues set google_rating = null, instagram_followers = null, total_engagement = null where slug !~ '-g[0-9]+$'`);
  }

  override down(): void {
    this.addSql('drop table venue_platform_figures');
    this.addSql('alter table venues drop column google_review_count, drop column total_followers, drop column figures_measured_at');
  }
}
