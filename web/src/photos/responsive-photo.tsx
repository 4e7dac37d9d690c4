import type { PhotoDto } from '@lieux/contracts';

interface ResponsivePhotoProps {
  photo: Pick<PhotoDto, 'urls' | 'width' | 'height'>;
  alt: string;
  /** How wide the photo is drawn: the browser picks the width it needs from the srcset. */
  sizes: string;
  /** The page's LCP image: loaded at once, first. Others wait until they near the screen. */
  priority?: boolean;
  className?: string;
}

/**
 * A whole photo in AVIF (or WebP for browsers without it) at the width the screen needs, with its
 * width and height so its box is reserved before it arrives (docs/photos.md, "Responsive images").
 */
export function ResponsivePhoto({ photo, alt, sizes, priority = false, className }: ResponsivePhotoProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={photo.urls.avif} sizes={sizes} />
      <img
        src={photo.urls.gallery}
        srcSet={photo.urls.webp}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'auto' : 'async'}
        className={className}
      />
    </picture>
  );
}
