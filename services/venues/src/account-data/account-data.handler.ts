import { Controller, Inject, Module } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { isoInstantSql } from '@lieux/persistence';
import { isUuid, photoUrl, RPC, type Actor, type DocumentKind, type ExportedVenueDto, type VenueStatus, type VenuesAccountDataReply, type VenuesAccountDataRequest } from '@lieux/contracts';
import { CurrentActor, DomainException, RpcHandler } from '@lieux/messaging';

/** Names asked in one export at most: a person's votes, favourites and connections (the gateway's list). */
const MAX_NAMES = 10_000;
const ISO = isoInstantSql;

interface VenueRow {
  id: string;
  slug: string;
  name: string;
  status: VenueStatus;
  category_id: string;
  address: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
  phone: string | null;
  website: string | null;
  created_at: string;
  updated_at: string;
  photos: Array<{ id: string; position: number; is_cover: boolean; width: number; height: number; created_at: string }>;
  documents: Array<{ id: string; kind: DocumentKind; file_name: string; size: number; content_type: string; uploaded_at: string; decided_at: string | null }>;
}

/**
 * The person's own data export (`GET /api/auth/me/export`): the venues they own, in any status, with
 * their photos and what describes their verification documents (never the file, its storage key or a
 * link), and the names of the venues the gateway asks about (their votes, favourites, connections).
 */
@Controller()
export class VenuesAccountDataHandler {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  @RpcHandler(RPC.venuesAccountData)
  async data(@Payload() request: VenuesAccountDataRequest, @CurrentActor() actor: Actor | undefined): Promise<VenuesAccountDataReply> {
    if (!actor) throw new DomainException('unauthenticated');
    const s = String(this.em.config.get('schema'));
    const ids = [...new Set((request.venueIds ?? []).filter((id) => typeof id === 'string' && isUuid(id)).map((id) => id.toLowerCase()))].slice(0, MAX_NAMES);
    const [venues, names] = await Promise.all([
      this.em.execute<VenueRow[]>(
        `select v.id, v.slug, v.name, v.status, v.category_id, v.address, v.city, v.country, v.latitude, v.longitude, v.description, v.phone, v.website,
           ${ISO('v.created_at')} as created_at, ${ISO('v.updated_at')} as updated_at,
           coalesce((select json_agg(json_build_object('id', p.id, 'position', p.position, 'is_cover', p.id = v.cover_photo_id, 'width', p.width,
               'height', p.height, 'created_at', ${ISO('p.created_at')}) order by p.position) from "${s}".venue_photos p where p.venue_id = v.id), '[]'::json) as photos,
           coalesce((select json_agg(json_build_object('id', d.id, 'kind', d.kind, 'file_name', d.file_name, 'size', d.size, 'content_type', d.content_type,
               'uploaded_at', ${ISO('d.uploaded_at')}, 'decided_at', case when d.decided_at is null then null else ${ISO('d.decided_at')} end) order by d.uploaded_at, d.id)
             from "${s}".verification_documents d where d.venue_id = v.id), '[]'::json) as documents
         from "${s}".venues v where v.owner_user_id = ? order by v.created_at, v.id`,
        [actor.userId],
      ),
      ids.length === 0
        ? Promise.resolve([])
        : this.em.execute<Array<{ id: string; name: string; slug: string }>>(`select id, name, slug from "${s}".venues where id in (?)`, [ids]),
    ]);
    return { venues: venues.map(toExportedVenue), venueNames: names.map(({ id, name, slug }) => ({ id, name, slug })) };
  }
}

function toExportedVenue(row: VenueRow): ExportedVenueDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: row.status,
    category: row.category_id,
    address: row.address,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    phone: row.phone,
    website: row.website,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    photos: row.photos.map((photo) => ({
      id: photo.id,
      position: photo.position,
      isCover: photo.is_cover,
      width: photo.width,
      height: photo.height,
      url: photoUrl(photo.id, 'gallery'),
      createdAt: photo.created_at,
    })),
    documents: row.documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      fileName: document.file_name,
      size: document.size,
      contentType: document.content_type,
      uploadedAt: document.uploaded_at,
      decidedAt: document.decided_at,
    })),
  };
}

@Module({ controllers: [VenuesAccountDataHandler] })
export class VenuesAccountDataModule {
  /** Reads with SQL: no entity. */
  static readonly entities = [];
}
