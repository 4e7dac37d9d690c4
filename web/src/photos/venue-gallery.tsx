import { Title } from '@mantine/core';
import type { PhotoDto } from '@lieux/contracts';
import { useState, type CSSProperties } from 'react';
import { useT } from '../i18n/use-t';
import { galleryMessages } from './gallery.fr';
import classes from './gallery.module.css';
import { PhotoViewer } from './photo-viewer';

/** From this many photos the first one is shown larger; fewer fill one row evenly. */
const MOSAIC_FROM = 5;

/**
 * The venue page's photos, in the merchant's order: thumbnails (lazy, sized so nothing jumps), each
 * a button that opens the full-screen viewer on it.
 */
export function VenueGallery({ photos, name }: { photos: readonly PhotoDto[]; name: string }) {
  const t = useT(galleryMessages);
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  return (
    <section aria-labelledby="venue-gallery">
      <Title id="venue-gallery" order={2} fz="xl" mb="sm">
        {t('title')}
      </Title>
      <ul
        className={classes.grid}
        data-mosaic={count >= MOSAIC_FROM || undefined}
        style={{ '--gallery-columns': Math.min(count, 4), '--gallery-columns-sm': Math.min(count, 2) } as CSSProperties}
      >
        {photos.map((photo, index) => (
          <li key={photo.id} className={index === 0 ? classes.first : undefined}>
            <button type="button" className={classes.tile} onClick={() => setOpen(index)} aria-label={t('open', { position: index + 1, count })} data-photo-id={photo.id}>
              <img
                src={photo.urls.card}
                alt={t('alt', { position: index + 1, count, name })}
                width={640}
                height={480}
                loading={index < 3 ? 'eager' : 'lazy'}
                className={classes.image}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <PhotoViewer photos={photos} name={name} start={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
