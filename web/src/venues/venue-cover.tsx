import { lazy, Suspense } from 'react';
import type { PhotoUrlsDto } from '@lieux/contracts';
import classes from './venues.module.css';

// The artwork (category-artwork-svg.tsx) is its own small chunk, outside the first visit's JavaScript
// (150 KB budget), fetched as soon as a screen with venues loads; until it is there its box is kept.
const artworkChunk = () => import('./category-artwork-svg');
void artworkChunk();
const ArtworkSvg = lazy(() => artworkChunk().then((module) => ({ default: module.CategoryArtwork })));

/** A category's artwork (category-artwork.ts), its box held by `className` while it arrives. */
export function CategoryArtwork(props: { categoryId: string; seed: string; className?: string; wide?: boolean }) {
  return (
    <Suspense fallback={<span className={props.className} data-artwork-pending aria-hidden="true" />}>
      <ArtworkSvg {...props} />
    </Suspense>
  );
}

/** What a cover needs of a venue (a card's `VenueDto`, the venue page's detail). */
export interface CoverVenue {
  id: string;
  categoryId: string;
  cover: PhotoUrlsDto | null;
}

interface VenueCoverProps {
  venue: CoverVenue;
  /** The `sizes` of the image: how wide it is drawn, so the browser picks the width it needs. */
  sizes: string;
  /** The page's largest first image (its LCP): loaded at once, before the rest. */
  priority?: boolean;
  className?: string;
}

/**
 * A venue's cover at its box's fixed aspect ratio (the box's CSS, `.cover`): the cover photo in AVIF or
 * WebP at the width the screen needs, or its category's artwork. Decorative either way (`alt=""`,
 * `aria-hidden`): the venue's name is written beside it.
 */
export function VenueCover({ venue, sizes, priority = false, className = classes.cover }: VenueCoverProps) {
  const { cover } = venue;
  if (!cover) return <CategoryArtwork categoryId={venue.categoryId} seed={venue.id} className={className} />;
  return (
    <picture>
      <source type="image/avif" srcSet={cover.avif} sizes={sizes} />
      <img
        src={cover.card}
        srcSet={cover.webp}
        sizes={sizes}
        alt=""
        width={640}
        height={480}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
        data-cover
      />
    </picture>
  );
}
