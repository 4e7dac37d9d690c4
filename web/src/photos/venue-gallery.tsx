import { lazy, Suspense, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PhotoDto } from '@lieux/contracts';
import { usePlural, useT } from '../i18n/use-t';
import { galleryMessages } from './gallery.fr';
import classes from './gallery.module.css';
import { ResponsivePhoto } from './responsive-photo';

/** The viewer is fetched when a photo is first opened. */
const PhotoViewer = lazy(() => import('./photo-viewer').then((module) => ({ default: module.PhotoViewer })));

/** The mosaic shows the first photo large and up to four beside it (from 48em). */
const MOSAIC_SIDE = 4;

/** The viewer's photo lives in the history entry, so the browser's back closes it (and forward reopens it). */
interface ViewerState {
  photo?: number;
}

/**
 * The photos at the top of the venue page (issue 28): on a phone a strip that swipes one photo at a
 * time (CSS scroll-snap, no script), from 48em a mosaic of the first photo and four beside it. Each
 * opens the full-screen viewer on itself; "Voir les n photos" opens it on the first.
 */
export function VenueGallery({ photos, name }: { photos: readonly PhotoDto[]; name: string }) {
  const t = useT(galleryMessages);
  const tn = usePlural(galleryMessages);
  const location = useLocation();
  const navigate = useNavigate();
  // Whether this visit pushed the viewer's entry: then closing is going back; a reloaded page whose
  // entry had the viewer open replaces it instead (going back would leave the page).
  const pushed = useRef(false);
  const raw = (location.state as ViewerState | null)?.photo;
  const open = typeof raw === 'number' && raw >= 0 && raw < photos.length ? raw : null;
  const count = photos.length;

  const show = (index: number) => {
    pushed.current = true;
    void navigate({ pathname: location.pathname, search: location.search }, { state: { photo: index } satisfies ViewerState });
  };
  const close = () => {
    if (pushed.current) {
      pushed.current = false;
      void navigate(-1);
    } else {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  };

  return (
    <section aria-label={t('viewerLabel', { name })} className={classes.hero} data-count={Math.min(count, MOSAIC_SIDE + 1)}>
      <ul className={classes.strip} data-gallery-strip>
        {photos.map((photo, index) => (
          <li key={photo.id} className={classes.slide} data-side={index > 0 && index <= MOSAIC_SIDE ? true : undefined} data-extra={index > MOSAIC_SIDE || undefined}>
            <button type="button" className={classes.tile} onClick={() => show(index)} aria-label={t('open', { position: index + 1, count })} data-photo-id={photo.id}>
              <ResponsivePhoto
                photo={photo}
                alt={t('alt', { position: index + 1, count, name })}
                sizes={index === 0 ? '(min-width: 75em) 740px, (min-width: 48em) 60vw, 100vw' : '(min-width: 48em) 20vw, 100vw'}
                priority={index === 0}
                className={classes.image}
              />
            </button>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <button type="button" className={classes.showAll} onClick={() => show(0)} aria-label={tn('showAll', count)} data-show-all>
          <span className={classes.showAllWide} aria-hidden="true">
            {tn('showAll', count)}
          </span>
          {/* A phone's shorter words, which the label contains (WCAG's label in name). */}
          <span className={classes.showAllNarrow} aria-hidden="true">
            {tn('swipeHint', count)}
          </span>
        </button>
      ) : null}
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} name={name} start={open} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
