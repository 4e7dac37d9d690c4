import { Text } from '@mantine/core';
import type { PhotoDto } from '@lieux/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { galleryMessages } from './gallery.fr';
import classes from './gallery.module.css';
import { viewerStep, wrapIndex } from './photo-rules';

/**
 * The full-screen viewer: a modal <dialog> (the browser keeps focus inside and closes it on
 * Escape), the arrows step through the photos — mirrored in Arabic, where the gallery reads from
 * the right — and focus goes back to the thumbnail that opened it.
 */
export function PhotoViewer({ photos, name, start, onClose }: { photos: readonly PhotoDto[]; name: string; start: number; onClose: () => void }) {
  const t = useT(galleryMessages);
  const { locale } = useLocale();
  const direction = locale === 'ar' ? 'rtl' : 'ltr';
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const count = photos.length;
  const photo = photos[index];

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);

  const step = (by: number) => setIndex((current) => wrapIndex(current, by, count));
  const onKeyDown = (event: KeyboardEvent) => {
    const by = viewerStep(event.key, direction);
    if (by !== 0) {
      event.preventDefault();
      step(by);
    }
  };

  return (
    <dialog ref={dialog} className={classes.viewer} aria-label={t('viewerLabel', { name })} onKeyDown={onKeyDown} onClose={onClose}>
      <div className={classes.viewerBar}>
        <Text c="white" fw={600} aria-live="polite" data-viewer-counter>
          {t('counter', { position: index + 1, count })}
        </Text>
        <button type="button" className={classes.round} onClick={onClose} aria-label={t('close')} autoFocus>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <figure className={classes.stage}>
        <img
          key={photo.id}
          src={photo.urls.gallery}
          alt={t('alt', { position: index + 1, count, name })}
          width={photo.width}
          height={photo.height}
          className={classes.full}
          data-viewer-photo={photo.id}
        />
      </figure>
      {count > 1 && (
        <>
          <button type="button" className={`${classes.round} ${classes.previous}`} onClick={() => step(-1)} aria-label={t('previous')}>
            <span aria-hidden="true" className={classes.arrow}>
              ←
            </span>
          </button>
          <button type="button" className={`${classes.round} ${classes.next}`} onClick={() => step(1)} aria-label={t('next')}>
            <span aria-hidden="true" className={classes.arrow}>
              →
            </span>
          </button>
        </>
      )}
    </dialog>
  );
}
