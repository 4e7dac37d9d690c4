import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  PHOTO_LIMITS,
  PHOTO_SIZE_NAMES,
  PHOTO_VARIANTS,
  isPhotoRendition,
  renditionContentType,
  type Actor,
  type AddPhotoRequest,
  type LocatedFile,
  type LocatePhotoRequest,
  type PhotoDto,
  type PhotoOfVenueRequest,
  type PhotoRendition,
  type ReorderPhotosRequest,
  type VenuePhotosRequest,
} from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { StorageObjectNotFound } from '@lieux/platform';
import { workspaceActor } from '../../merchant/app/merchant-venues.usecases.js';
import { RejectedFile, renderPhoto } from '../domain/photo-image.js';
import { PostgresPhotosRepository, type VenueAccess } from '../infra/photos.repository.postgres.js';
import { OBJECT_STORAGE, QUARANTINE_KEY, type ObjectStorage } from './files.js';

/**
 * Where a photo's size is stored, made from ids only: `card.webp`, `gallery.webp`, `og.webp`, the
 * responsive `640.avif`… and `original` (the full-size master without metadata, kept for future sizes,
 * never served).
 */
export const photoKey = (venueId: string, photoId: string, size: PhotoRendition | 'original'): string =>
  `photos/${venueId}/${photoId}/${size === 'original' || size.includes('.') ? size : `${size}.webp`}`;

/** Every object of a photo, the original included. */
export const PHOTO_OBJECTS: ReadonlyArray<PhotoRendition | 'original'> = [...PHOTO_SIZE_NAMES, ...PHOTO_VARIANTS, 'original'];

/** The venue, when the actor owns it or is an admin: `venue_not_found` or `venue_not_owned` otherwise. */
export async function venueOfActor(photos: PostgresPhotosRepository, actor: Actor | undefined, venueId: unknown): Promise<{ me: Actor; venue: VenueAccess }> {
  const me = workspaceActor(actor);
  const venue = await photos.venue(String(venueId ?? ''));
  if (!venue) throw new DomainException('venue_not_found');
  if (me.role !== 'admin' && venue.ownerUserId !== me.userId) throw new DomainException('venue_not_owned');
  return { me, venue };
}

/** The bytes the gateway left in quarantine; the key must be one the gateway makes. */
export async function readQuarantine(storage: ObjectStorage, key: unknown): Promise<Buffer> {
  if (typeof key !== 'string' || !QUARANTINE_KEY.test(key)) throw new DomainException('file_missing');
  try {
    return await storage.read(key);
  } catch (error) {
    if (error instanceof StorageObjectNotFound) throw new DomainException('file_missing');
    throw new DomainException('storage_unavailable');
  }
}

/** A rejected file's code as the RPC error. */
export function asDomainError(error: unknown): unknown {
  return error instanceof RejectedFile ? new DomainException(error.code) : error;
}

/**
 * A venue's photos (issue 11): add (checked by bytes, re-encoded, EXIF gone), cover, order, delete,
 * and where a public photo's bytes are. The quarantine object is deleted whatever the outcome, and a
 * refused file leaves nothing behind: no row, no object.
 */
@Injectable()
export class PhotosUseCases {
  constructor(
    @Inject(PostgresPhotosRepository) private readonly photos: PostgresPhotosRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async list(actor: Actor | undefined, request: VenuePhotosRequest): Promise<PhotoDto[]> {
    const { venue } = await venueOfActor(this.photos, actor, request.venueId);
    return this.photos.list(venue.id);
  }

  async add(actor: Actor | undefined, request: AddPhotoRequest): Promise<PhotoDto> {
    try {
      const { venue } = await venueOfActor(this.photos, actor, request.venueId);
      if ((await this.photos.count(venue.id)) >= PHOTO_LIMITS.maxPerVenue) throw new DomainException('photo_limit_reached');
      const rendered = await renderPhoto(await readQuarantine(this.storage, request.quarantineKey));
      const photoId = randomUUID();
      const keys = PHOTO_OBJECTS.map((size) => photoKey(venue.id, photoId, size));
      try {
        for (const size of PHOTO_SIZE_NAMES) await this.storage.put(photoKey(venue.id, photoId, size), rendered.sizes[size], 'image/webp');
        for (const variant of PHOTO_VARIANTS) await this.storage.put(photoKey(venue.id, photoId, variant), rendered.variants[variant], renditionContentType(variant));
        await this.storage.put(photoKey(venue.id, photoId, 'original'), rendered.original, 'image/jpeg');
        const added = await this.photos.add(venue.id, { id: photoId, width: rendered.width, height: rendered.height }, PHOTO_LIMITS.maxPerVenue);
        if (added === 'limit_reached') throw new DomainException('photo_limit_reached');
        return added;
      } catch (error) {
        await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
        throw error;
      }
    } catch (error) {
      throw asDomainError(error);
    } finally {
      if (typeof request.quarantineKey === 'string' && QUARANTINE_KEY.test(request.quarantineKey)) await this.storage.delete(request.quarantineKey).catch(() => undefined);
    }
  }

  async setCover(actor: Actor | undefined, request: PhotoOfVenueRequest): Promise<PhotoDto[]> {
    const { venue } = await venueOfActor(this.photos, actor, request.venueId);
    const photos = await this.photos.setCover(venue.id, String(request.photoId ?? ''));
    if (photos === 'not_found') throw new DomainException('photo_not_found');
    return photos;
  }

  async reorder(actor: Actor | undefined, request: ReorderPhotosRequest): Promise<PhotoDto[]> {
    const { venue } = await venueOfActor(this.photos, actor, request.venueId);
    if (!Array.isArray(request.photoIds)) throw new DomainException('photo_order_invalid');
    const photos = await this.photos.reorder(venue.id, request.photoIds.map(String));
    if (photos === 'mismatch') throw new DomainException('photo_order_invalid');
    return photos;
  }

  async remove(actor: Actor | undefined, request: PhotoOfVenueRequest): Promise<PhotoDto[]> {
    const { venue } = await venueOfActor(this.photos, actor, request.venueId);
    const photoId = String(request.photoId ?? '');
    if (!/^[0-9a-f-]{36}$/i.test(photoId)) throw new DomainException('photo_not_found');
    const photos = await this.photos.remove(venue.id, photoId);
    if (photos === 'not_found') throw new DomainException('photo_not_found');
    // The row is gone first: a failed delete of the objects leaves unreachable bytes, never a broken gallery.
    await Promise.allSettled(PHOTO_OBJECTS.map((size) => this.storage.delete(photoKey(venue.id, photoId, size))));
    return photos;
  }

  /** A public venue's photo for anyone; a pending or rejected venue's only for its owner and admins. */
  async locate(actor: Actor | undefined, request: LocatePhotoRequest): Promise<LocatedFile> {
    const size = String(request.size);
    if (!isPhotoRendition(size)) throw new DomainException('photo_not_found');
    const venue = await this.photos.venueOfPhoto(String(request.photoId ?? ''));
    const allowed = venue && (venue.status === 'approved' || actor?.role === 'admin' || (actor !== undefined && actor.userId === venue.ownerUserId));
    if (!venue || !allowed) throw new DomainException('photo_not_found');
    return { storageKey: photoKey(venue.id, String(request.photoId), size), contentType: renditionContentType(size), isPublic: venue.status === 'approved' };
  }
}
