import { useId } from 'react';
import { artworkOf, ARTWORK_MOTIFS } from './category-artwork';

/** The category's zellige-inspired tiling (category-artwork.ts), a few hundred bytes of SVG. */
export function CategoryArtwork({ categoryId, seed, className, wide = false }: { categoryId: string; seed: string; className?: string; wide?: boolean }) {
  // A band (the venue page without photos) is drawn wider, so its tiles keep a card's size.
  const width = wide ? 900 : 300;
  const art = artworkOf(categoryId, seed);
  const pattern = `art${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <svg viewBox={`0 0 ${width} 200`} preserveAspectRatio="xMidYMid slice" className={className} aria-hidden="true" focusable="false" data-artwork={categoryId}>
      <defs>
        <pattern id={pattern} width={art.scale} height={art.scale} patternUnits="userSpaceOnUse" patternTransform={`translate(${art.offset} ${art.offset / 2})`}>
          <path d={art.motif} transform={`scale(${art.scale / 40})`} fill={art.fill} fillOpacity={0.5} stroke={art.line} strokeOpacity={0.55} strokeWidth={1.4} />
        </pattern>
      </defs>
      <rect width={width} height="200" fill={art.background} />
      <rect width={width} height="200" fill={`url(#${pattern})`} />
      {/* A medallion at the centre: the eight-pointed star, larger, on the plain ground. */}
      <circle cx={width / 2} cy="100" r="38" fill={art.background} stroke={art.line} strokeOpacity={0.7} strokeWidth={2} />
      <path d={ARTWORK_MOTIFS[0]} transform={`translate(${width / 2 - 28} 72) scale(1.4)`} fill={art.fill} stroke={art.line} strokeWidth={1.2} />
    </svg>
  );
}
