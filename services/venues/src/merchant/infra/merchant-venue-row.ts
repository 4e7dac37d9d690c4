import type { MerchantVenueDto, VenueConnectionDto, VerificationStatus } from '@lieux/contracts';
import { toVenueDto, venueCardColumns, type VenueCardRow } from '../../venues/infra/venue-row.js';

/** The venue's linked accounts (the read model of active connections, fed by connection.* events) as JSON. */
export const connectionsColumn = (schema: string): string => `coalesce((select json_agg(json_build_object('provider', c.provider, 'accountRef', c.account_ref, 'profileUrl', c.profile_url) order by c.provider)
    from "${schema}".venue_connections c where c.venue_id = v.id), '[]'::json) as connections`;

/** The columns of the workspace's view of a venue. */
export const merchantVenueColumns = (schema: string): string => `${venueCardColumns(schema)}, v.owner_user_id,
  to_char(v.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
  ${connectionsColumn(schema)},
  coalesce((select vv.status from "${schema}".venue_verifications vv where vv.venue_id = v.id), 'not_submitted') as verification_status,
  (select count(*)::int from "${schema}".venue_photos p where p.venue_id = v.id) as photo_count,
  case when v.status = 'rejected' then v.rejection_reason end as rejection_reason`;

export type MerchantVenueRow = VenueCardRow & {
  owner_user_id: string | null;
  updated_at: string;
  connections: VenueConnectionDto[];
  verification_status: VerificationStatus;
  photo_count: number;
  rejection_reason: string | null;
};

export function toMerchantVenueDto(row: MerchantVenueRow, message: string | null = null): MerchantVenueDto {
  return { ...toVenueDto(row), connections: row.connections, updatedAt: row.updated_at, message, verificationStatus: row.verification_status, photoCount: row.photo_count, rejectionReason: row.rejection_reason };
}
