/**
 * The offline base map's fills: Morocco, its neighbours (and their borders). The sea is the map's own
 * background (venue-map.module.css, `.map`). The city labels are drawn over all three, so the contrast
 * test checks them against each.
 */
export const BASE_MAP_COLOURS = {
  home: { fill: '#fbf3e8', border: '#b5502a' },
  neighbour: { fill: '#e7e3dd', border: '#a39e97' },
} as const;
