import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PhotoDto, VenueStatus } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import { toPhotoDto, type PhotoRow } from './photo-row.js';

/** What the photo and verification rules need of a venue. */
export interface VenueAccess {
  id: string;
  ownerUserId: string | null;
  status: VenueStatus;
  name: string;
  slug: string;
  city: string;
}

export interface NewPhoto {
  id: string;
  width: number;
  height: number;
}

const PHOTO_COLUMNS = `p.id, p.venue_id, p.position, p.width, p.height,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

/**
 * `venue_photos` and the venue's `cover_photo_id` (plain SQL). Every change runs in a transaction that
 * locks the venue's row, so two uploads at once cannot pass the count limit or both take position n,
 * and adds `venue.photos-changed` to the outbox with it.
 */
@Injectable()
export class PostgresPhotosRepository {
  private readonly s: string;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {
    this.s = String(em.config.get('schema') ?? 'venues');
  }

  async venue(venueId: string): Promise<VenueAccess | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(venueId)) return undefined;
    const [row] = await this.em.execute<Array<{ id: string; owner_user_id: string | null; status: VenueStatus; name: string; slug: string; city: string }>>(
      `select id, owner_user_id, status, name, slug, city from "${this.s}".venues where id = ?`,
      [venueId],
    );
    return row && { id: row.id, ownerUserId: row.owner_user_id, status: row.status, name: row.name, slug: row.slug, city: row.city };
  }

  async list(venueId: string, em: EntityManager = this.em): Promise<PhotoDto[]> {
    const rows = await em.execute<Array<PhotoRow & { cover_photo_id: string | null }>>(
      `select ${PHOTO_COLUMNS}, v.cover_photo_id from "${this.s}".venue_photos p join "${this.s}".venues v on v.id = p.venue_id
       where p.venue_id = ? order by p.position, p.created_at`,
      [venueId],
    );
    return rows.map((row) => toPhotoDto(row, row.cover_photo_id));
  }

  /** Every photo's id and venue, oldest first: the variants' backfill walks them. */
  async allPhotos(): Promise<Array<{ id: string; venueId: string }>> {
    const rows = await this.em.execute<Array<{ id: string; venue_id: string }>>(`select id, venue_id from "${this.s}".venue_photos order by created_at, id`);
    return rows.map((row) => ({ id: row.id, venueId: row.venue_id }));
  }

  async count(venueId: string): Promise<number> {
    const [{ n }] = await this.em.execute<Array<{ n: number }>>(`select count(*)::int as n from "${this.s}".venue_photos where venue_id = ?`, [venueId]);
    return n;
  }

  /** Adds the photo last; the venue's first photo becomes its cover. `limit_reached` when the venue already has `max`. */
  async add(venueId: string, photo: NewPhoto, max: number): Promise<PhotoDto | 'limit_reached'> {
    return this.em.transactional(async (em) => {
      await em.execute(`select id from "${this.s}".venues where id = ? for update`, [venueId]);
      const [{ n, next }] = await em.execute<Array<{ n: number; next: number }>>(
        `select count(*)::int as n, coalesce(max(position) + 1, 0)::int as next from "${this.s}".venue_photos where venue_id = ?`,
        [venueId],
      );
      if (n >= max) return 'limit_reached' as const;
      await em.execute(`insert into "${this.s}".venue_photos (id, venue_id, position, width, height) values (?, ?, ?, ?, ?)`, [
        photo.id,
        venueId,
        next,
        photo.width,
        photo.height,
      ]);
      await em.execute(`update "${this.s}".venues set cover_photo_id = coalesce(cover_photo_id, ?), updated_at = now() where id = ?`, [photo.id, venueId]);
      const photos = await this.list(venueId, em);
      this.changed(em, venueId, photos);
      const created = photos.find((each) => each.id === photo.id);
      if (!created) throw new Error(`photo ${photo.id} not found after its insert`);
      return created;
    });
  }

  async setCover(venueId: string, photoId: string): Promise<PhotoDto[] | 'not_found'> {
    return this.em.transactional(async (em) => {
      const updated = await em.execute<Array<{ id: string }>>(
        `update "${this.s}".venues set cover_photo_id = ?, updated_at = now() where id = ?
           and exists (select 1 from "${this.s}".venue_photos where id = ? and venue_id = ?) returning id`,
        [photoId, venueId, photoId, venueId],
      );
      if (updated.length === 0) return 'not_found' as const;
      const photos = await this.list(venueId, em);
      this.changed(em, venueId, photos);
      return photos;
    });
  }

  /** `photoIds` must be exactly the venue's photos (checked under the lock). */
  async reorder(venueId: string, photoIds: string[]): Promise<PhotoDto[] | 'mismatch'> {
    return this.em.transactional(async (em) => {
      await em.execute(`select id from "${this.s}".venues where id = ? for update`, [venueId]);
      const current = (await em.execute<Array<{ id: string }>>(`select id from "${this.s}".venue_photos where venue_id = ?`, [venueId])).map((row) => row.id);
      const wanted = new Set(photoIds);
      if (wanted.size !== photoIds.length || wanted.size !== current.length || current.some((id) => !wanted.has(id))) return 'mismatch' as const;
      await em.execute(
        `update "${this.s}".venue_photos p set position = o.position - 1
         from json_array_elements_text(?::json) with ordinality as o(id, position) where p.id = o.id::uuid and p.venue_id = ?`,
        [JSON.stringify(photoIds), venueId],
      );
      const photos = await this.list(venueId, em);
      this.changed(em, venueId, photos);
      return photos;
    });
  }

  /** Removes the row; a deleted cover hands over to the first photo left. Resolves with the photos left, or `not_found`. */
  async remove(venueId: string, photoId: string): Promise<PhotoDto[] | 'not_found'> {
    return this.em.transactional(async (em) => {
      await em.execute(`select id from "${this.s}".venues where id = ? for update`, [venueId]);
      const deleted = await em.execute<Array<{ id: string }>>(`delete from "${this.s}".venue_photos where id = ? and venue_id = ? returning id`, [photoId, venueId]);
      if (deleted.length === 0) return 'not_found' as const;
      await em.execute(
        `update "${this.s}".venues v set updated_at = now(), cover_photo_id = coalesce(v.cover_photo_id,
           (select p.id from "${this.s}".venue_photos p where p.venue_id = v.id order by p.position, p.created_at limit 1)) where v.id = ?`,
        [venueId],
      );
      const photos = await this.list(venueId, em);
      this.changed(em, venueId, photos);
      return photos;
    });
  }

  /** The photo's venue (to decide who may see it), or undefined. */
  async venueOfPhoto(photoId: string): Promise<VenueAccess | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(photoId)) return undefined;
    const [row] = await this.em.execute<Array<{ venue_id: string }>>(`select venue_id from "${this.s}".venue_photos where id = ?`, [photoId]);
    return row ? this.venue(row.venue_id) : undefined;
  }

  private changed(em: EntityManager, venueId: string, photos: PhotoDto[]): void {
    this.outbox.add(em, 'venue.photos-changed', {
      venueId,
      coverPhotoId: photos.find((photo) => photo.isCover)?.id ?? null,
      photoCount: photos.length,
      changedAt: new Date().toISOString(),
    });
  }
}
