import { Text } from '@mantine/core';
import type { PhotoDto } from '@lieux/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { galleryMessages } from './gallery.fr';
import classes from './gallery.module.css';
import { viewerStep, wrapIndex } from './photo-rules';
import { ResponsivePhoto } from './responsive-photo';

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

  // Set while the viewer is on screen: a `close` event the unmount itself causes (the browser's back
  // took the viewer's history entry away already) must not close it a second time.
  const live = useRef(true);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    live.current = true;
    element?.showModal();
    // The page under the viewer does not scroll (a modal <dialog> alone lets the wheel move it).
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      live.current = false;
      element?.close();
      root.style.overflow = overflow;
      opener?.focus();
    };
  }, []);
  const closeOnce = () => {
    if (live.current) onClose();
  };

  const step = (by: number) => setIndex((current) => wrapIndex(current, by, count));
  const onKeyDown = (event: KeyboardEvent) => {
    const by = viewerStep(event.key, direction);
    if (by !== 0) {
      event.preventDefault();
      step(by);
    }
  };

  return (
    <dialog ref={dialog} className={classes.viewer} aria-label={t('viewerLabel', { name })} onKeyDown={onKeyDown} onClose={closeOnce} data-photo-viewer>
      <div className={classes.viewerBar}>
        <Text c="white" fw={600} aria-live="polite" data-viewer-counter>
          {/* "1 / 6" reads left to right in Arabic too (the numbers' own order), not "6 / 1". */}
          <bdi dir="ltr">{t('counter', { position: index + 1, count })}</bdi>
        </Text>
        <button type="button" className={classes.round} onClick={closeOnce} aria-label={t('close')} autoFocus>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <figure className={classes.stage} data-viewer-photo={photo.id}>
        <ResponsivePhoto key={photo.id} photo={photo} alt={t('alt', { position: index + 1, count, name })} sizes="100vw" priority className={classes.full} />
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
