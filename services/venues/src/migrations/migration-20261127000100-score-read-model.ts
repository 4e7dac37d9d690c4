import { Migration } from '@mikro-orm/migrations';

/**
 * The score read model (issue 13, docs/scoring.md "Read side"):
 * - `score_computed_at`: when the scoring service computed the score the row shows; a `score.updated`
 *   older than it changes nothing (events may arrive out of order). Null: never computed here.
 * - "Vérifié" means verified by documents (issue 11): the demo seed had set `phone_verified` for every
 *   venue with a phone. Only an approved verification keeps it.
 */
export class ScoreReadModelMigration extends Migration {
  override up(): void {
    // Its update rewrites venue rows, whose earth-distance index expressions need `public` on the
    // path: without it this migration failed on any schema that held a venue with a position (found
    // by upgrade-with-venues.integration-spec.ts; a schema that applied it already is unchanged).
    this.addSql(`select set_config('search_path', current_setting('search_path') || ', public', true)`);
    this.addSql('alter table venues add column score_computed_at timestamptz');
    this.addSql(`update venues v set phone_verified = false where v.phone_verified
      and not exists (select 1 from venue_verifications vv where vv.venue_id = v.id and vv.status = 'approved')`);
  }

  override down(): void {
    this.addSql('alter table venues drop column score_computed_at');
  }
}
