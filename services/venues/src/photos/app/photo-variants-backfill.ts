import { Inject, Injectable } from '@nestjs/common';
import { PHOTO_VARIANTS, renditionContentType, type PhotoVariant } from '@lieux/contracts';
import { renderVariantsOf } from '../domain/photo-image.js';
import { PostgresPhotosRepository } from '../infra/photos.repository.postgres.js';
import { OBJECT_STORAGE, type ObjectStorage } from './files.js';
import { photoKey } from './photos.usecases.js';

/** The variant written last for a photo (PHOTO_VARIANTS' order): when it is there, the photo has them all. */
const LAST_VARIANT: PhotoVariant = '1920.webp';

/**
 * Gives the photos stored before the responsive widths existed (issue 28) their AVIF and WebP widths,
 * made from the original when it was kept, else from the 1600 px gallery size. Idempotent: a photo
 * that has its last variant is skipped, so a restarted service picks up where it stopped.
 */
@Injectable()
export class PhotoVariantsBackfill {
  constructor(
    @Inject(PostgresPhotosRepository) private readonly photos: PostgresPhotosRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  /** The number of photos given their variants in this run. */
  async run(): Promise<number> {
    let made = 0;
    for (const { id, venueId } of await this.photos.allPhotos()) {
      if (await this.storage.exists(photoKey(venueId, id, LAST_VARIANT))) continue;
      const source = (await this.storage.exists(photoKey(venueId, id, 'original'))) ? photoKey(venueId, id, 'original') : photoKey(venueId, id, 'gallery');
      const variants = await renderVariantsOf(await this.storage.read(source));
      // The last variant is written last: a run cut in the middle is redone next time.
      for (const variant of PHOTO_VARIANTS) await this.storage.put(photoKey(venueId, id, variant), variants[variant], renditionContentType(variant));
      made += 1;
    }
    return made;
  }
}
