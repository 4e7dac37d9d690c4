import { Migration } from '@mikro-orm/migrations';

/**
 * Opening hours and "get there" (issue 27, docs/opening-hours.md):
 * - `venues.always_open` ("Ouvert 24 h/24, 7 j/7"), `venues.permanently_closed` ("Fermé
 *   définitivement": still found, marked, out of "open now" and the feeds), `venues.whatsapp`;
 * - `venue_special_hours`: hours for a run of dates (`starts`–`ends`, inclusive) that replace the
 *   week's — a holiday's closure (no period), Ramadan's hours — as a JSON list of `{opens, closes}`.
 */
export class OpeningHoursMigration extends Migration {
  override up(): void {
    this.addSql(`alter table venues add column always_open boolean not null default false,
      add column permanently_closed boolean not null default false, add column whatsapp text`);
    this.addSql(`create table venue_special_hours (
      venue_id uuid not null references venues (id) on delete cascade,
      starts date not null,
      ends date not null check (ends >= starts),
      label text not null default '',
      periods jsonb not null default '[]',
      primary key (venue_id, starts)
    )`);
  }

  override down(): void {
    this.addSql('drop table venue_special_hours');
    this.addSql('alter table venues drop column always_open, drop column permanently_closed, drop column whatsapp');
  }
}
