import { photoUrls, type PhotoDto } from '@lieux/contracts';

/** A row of `venue_photos` as the queries give it (timestamps as ISO text made by PostgreSQL). */
export interface PhotoRow {
  id: string;
  venue_id: string;
  position: number;
  width: number;
  height: number;
  created_at: string;
}

/** A venue's photos as JSON in gallery order (`v` is `venues`): the venue page's one query. */
export const photosColumn = (schema: string): string => `coalesce((select json_agg(json_build_object('id', p.id, 'venue_id', p.venue_id,
    'position', p.position, 'width', p.width, 'height', p.height,
    'created_at', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by p.position)
    from "${schema}".venue_photos p where p.venue_id = v.id), '[]'::json) as photos`;

export function toPhotoDto(row: PhotoRow, coverPhotoId: string | null): PhotoDto {
  return {
    id: row.id,
    venueId: row.venue_id,
    isCover: row.id === coverPhotoId,
    position: row.position,
    width: row.width,
    height: row.height,
    urls: photoUrls(row.id),
    createdAt: row.created_at,
  };
}
