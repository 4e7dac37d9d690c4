import { Migration } from '@mikro-orm/migrations';

/** The side of a summary cell: the map's grid at zoom 12 (90 / 2^12 degrees, about 2.4 km). Fixed once landed. */
const CELL = 90 / 4096;

/**
 * `venue_map_cells` (issue 27, docs/map.md "Clusters"): the approved venues counted per grid cell of
 * zoom 12 and per category, with the sums and bounds of their positions. A map at zoom 12 or farther
 * out is grouped from these counts — a few thousand rows for the whole country — instead of from the
 * 100,000 venues themselves; the cells of farther zooms are exact unions of these (the grid is
 * anchored at 0°, each cell four of the next zoom's).
 *
 * Kept by triggers on `venue_search`: an insert adds itself to its cell; a delete, or a change of
 * position or category, counts its old and new cells again from `venue_search` (a cell holds at
 * most a few hundred venues of a category). A score change — the daily recompute — touches none.
 * The bulk generator writes with triggers off and calls `venue_map_cells_rebuild()`.
 */
export class MapCellsMigration extends Migration {
  override up(): void {
    this.addSql(`create table venue_map_cells (
      cell_y integer not null,
      cell_x integer not null,
      category_id text not null,
      count integer not null,
      sum_lat double precision not null,
      sum_lng double precision not null,
      south double precision not null,
      west double precision not null,
      north double precision not null,
      east double precision not null,
      primary key (cell_y, cell_x, category_id)
    )`);
    this.addSql(`create function venue_map_cell_recount(y integer, x integer, category text) returns void
      language sql set search_path from current as $$
      delete from venue_map_cells where cell_y = y and cell_x = x and category_id = category;
      insert into venue_map_cells (cell_y, cell_x, category_id, count, sum_lat, sum_lng, south, west, north, east)
      select y, x, category, count(*), sum(latitude), sum(longitude), min(latitude), min(longitude), max(latitude), max(longitude)
      from venue_search
      where latitude between y * ${CELL} - 1e-9 and (y + 1) * ${CELL} + 1e-9 and longitude between x * ${CELL} - 1e-9 and (x + 1) * ${CELL} + 1e-9
        and floor(latitude / ${CELL}) = y and floor(longitude / ${CELL}) = x and category_id = category
      having count(*) > 0
    $$`);
    this.addSql(`create function venue_map_cells_rebuild() returns void language sql set search_path from current as $$
      delete from venue_map_cells;
      insert into venue_map_cells (cell_y, cell_x, category_id, count, sum_lat, sum_lng, south, west, north, east)
      select floor(latitude / ${CELL})::int, floor(longitude / ${CELL})::int, category_id, count(*), sum(latitude), sum(longitude),
        min(latitude), min(longitude), max(latitude), max(longitude)
      from venue_search where latitude is not null and longitude is not null
      group by 1, 2, 3
    $$`);
    this.addSql(`create function venue_search_keep_map_cells() returns trigger language plpgsql set search_path from current as $$
      begin
        if tg_op = 'INSERT' then
          if new.latitude is not null and new.longitude is not null then
            insert into venue_map_cells (cell_y, cell_x, category_id, count, sum_lat, sum_lng, south, west, north, east)
            values (floor(new.latitude / ${CELL})::int, floor(new.longitude / ${CELL})::int, new.category_id, 1, new.latitude, new.longitude,
              new.latitude, new.longitude, new.latitude, new.longitude)
            on conflict (cell_y, cell_x, category_id) do update set count = venue_map_cells.count + 1,
              sum_lat = venue_map_cells.sum_lat + excluded.sum_lat, sum_lng = venue_map_cells.sum_lng + excluded.sum_lng,
              south = least(venue_map_cells.south, excluded.south), west = least(venue_map_cells.west, excluded.west),
              north = greatest(venue_map_cells.north, excluded.north), east = greatest(venue_map_cells.east, excluded.east);
          end if;
          return null;
        end if;
        if old.latitude is not null and old.longitude is not null then
          perform venue_map_cell_recount(floor(old.latitude / ${CELL})::int, floor(old.longitude / ${CELL})::int, old.category_id);
        end if;
        if tg_op = 'UPDATE' and new.latitude is not null and new.longitude is not null then
          perform venue_map_cell_recount(floor(new.latitude / ${CELL})::int, floor(new.longitude / ${CELL})::int, new.category_id);
        end if;
        return null;
      end $$`);
    this.addSql('create trigger venue_search_map_cells_insert after insert on venue_search for each row execute function venue_search_keep_map_cells()');
    this.addSql('create trigger venue_search_map_cells_delete after delete on venue_search for each row execute function venue_search_keep_map_cells()');
    // The search row is upserted at every score change: only a real move or a new category recounts.
    this.addSql(`create trigger venue_search_map_cells_update after update of latitude, longitude, category_id on venue_search for each row
      when (old.latitude is distinct from new.latitude or old.longitude is distinct from new.longitude or old.category_id is distinct from new.category_id)
      execute function venue_search_keep_map_cells()`);
    this.addSql('select venue_map_cells_rebuild()');
  }

  override down(): void {
    this.addSql('drop trigger venue_search_map_cells_insert on venue_search');
    this.addSql('drop trigger venue_search_map_cells_delete on venue_search');
    this.addSql('drop trigger venue_search_map_cells_update on venue_search');
    this.addSql('drop function venue_search_keep_map_cells, venue_map_cells_rebuild, venue_map_cell_recount');
    this.addSql('drop table venue_map_cells');
  }
}
