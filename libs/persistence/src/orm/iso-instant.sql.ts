/**
 * A timestamptz column as the API writes instants, `2026-11-28T10:00:00.000Z`, made by PostgreSQL in
 * the query itself (`select ${isoInstantSql('created_at')} as created_at`): no Date round trip, and
 * null stays null.
 */
export function isoInstantSql(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
