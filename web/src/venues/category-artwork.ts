/**
 * The artwork of a venue without photos (issue 28): a zellige-inspired tiling in the brand's colours,
 * one palette and one motif per category, drawn as a tiny SVG from a few numbers. It is decoration,
 * not a picture of the place: no text is drawn over it, and it never pretends to be a photo.
 * Pure (unit-tested); `venue-cover.tsx` renders it.
 */

/** Background, the motif's fill, its lines: terracotta and zellige (web/src/app/theme.ts), sand, ink. */
export const ARTWORK_PALETTES = [
  ['#b5502a', '#e8a684', '#fdf3ee'],
  ['#0d7a73', '#62c4bd', '#e6f7f6'],
  ['#f0c6b0', '#c9622f', '#85391c'],
  ['#c6ebe8', '#129189', '#03504b'],
  ['#85391c', '#d9763f', '#f8e4d9'],
  ['#03504b', '#3bb2aa', '#c6ebe8'],
] as const;

/**
 * Motifs on a 40-unit tile: the eight-pointed star (khatam, two squares), the star in its octagon
 * with a cross between tiles, and the interlaced lattice of diamonds.
 */
export const ARTWORK_MOTIFS = [
  'M9 9h22v22H9zM20 4.5 35.5 20 20 35.5 4.5 20z',
  'M14 6h12l8 8v12l-8 8H14l-8-8V14zM20 9l3 8 8 3-8 3-3 8-3-8-8-3 8-3zM0 17v6M40 17v6M17 0h6M17 40h6',
  'M20 0 40 20 20 40 0 20zM20 10l10 10-10 10-10-10z',
] as const;

/** Each category's palette and motif, so a café never looks like a hammam; an unknown one hashes. */
const CATEGORY_ARTWORK: Record<string, readonly [palette: number, motif: number]> = {
  restaurant: [0, 0],
  cafe: [2, 1],
  hotel: [1, 0],
  boutique: [3, 2],
  spa: [5, 1],
  bar: [4, 2],
  riad: [1, 1],
  hammam: [3, 0],
  patisserie: [2, 2],
  'salon-de-the': [5, 0],
  rooftop: [4, 1],
  galerie: [0, 2],
};

/** A small stable number from a text (FNV-1a): the same venue always gets the same artwork. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Artwork {
  background: string;
  fill: string;
  line: string;
  motif: string;
  /** The tile's size in the picture's units (the pattern's scale) and its shift: venues of one category differ. */
  scale: number;
  offset: number;
}

/** The artwork of a category, varied a little by the venue's id. */
export function artworkOf(categoryId: string, seed: string): Artwork {
  const hash = textHash(seed);
  const [palette, motif] = CATEGORY_ARTWORK[categoryId] ?? [textHash(categoryId) % ARTWORK_PALETTES.length, textHash(categoryId) % ARTWORK_MOTIFS.length];
  const [background, fill, line] = ARTWORK_PALETTES[palette] ?? ARTWORK_PALETTES[0];
  return { background, fill, line, motif: ARTWORK_MOTIFS[motif] ?? ARTWORK_MOTIFS[0], scale: 40 + (hash % 3) * 8, offset: hash % 40 };
}
