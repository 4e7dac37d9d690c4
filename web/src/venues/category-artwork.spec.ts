import { ARTWORK_MOTIFS, ARTWORK_PALETTES, artworkOf, textHash } from './category-artwork';

const CATEGORIES = ['restaurant', 'cafe', 'hotel', 'boutique', 'spa', 'bar', 'riad', 'hammam', 'patisserie', 'salon-de-the', 'rooftop', 'galerie'];

describe('the artwork of a venue without photos', () => {
  it('is the same for the same venue, every time', () => {
    expect(artworkOf('cafe', 'venue-1')).toEqual(artworkOf('cafe', 'venue-1'));
    expect(textHash('Café Bleu')).toBe(textHash('Café Bleu'));
  });

  it('gives each of the twelve demo categories its own palette and motif', () => {
    const looks = CATEGORIES.map((category) => {
      const art = artworkOf(category, 'same-venue');
      return `${art.background} ${art.motif}`;
    });
    expect(new Set(looks).size).toBe(CATEGORIES.length);
  });

  it('varies the tiling between venues of one category, in the brand palette only', () => {
    const scales = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => `${artworkOf('riad', seed).scale}/${artworkOf('riad', seed).offset}`));
    expect(scales.size).toBeGreaterThan(1);
    const colours = ARTWORK_PALETTES.flat();
    for (const seed of ['x', 'y']) {
      const art = artworkOf('an-unknown-category', seed);
      expect(colours).toEqual(expect.arrayContaining([art.background, art.fill, art.line]));
      expect(ARTWORK_MOTIFS).toContain(art.motif);
    }
  });
});
