/**
 * WCAG 2.2 contrast, computed: a CSS colour (hex or rgb()/rgba(), what the theme and its resolvers
 * produce) read strictly, a translucent colour laid over what is under it, and the ratio of two
 * opaque colours (1 to 21).
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** AA for body text; large text (24 px, or 18.66 px bold) needs 3. */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

export function parseCssColour(value: string): Rgba {
  const colour = value.trim().toLowerCase();
  if (colour === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(colour);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    const channel = (index: number) => parseInt(digits.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: digits.length === 8 ? channel(3) / 255 : 1 };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(colour);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number(rgb[4].slice(0, -1)) / 100 : Number(rgb[4]);
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
  }
  throw new Error(`not a colour this check can read: ${value}`);
}

/** `top` as the eye sees it over the opaque `bottom` (source-over). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The ratio of text over its background, the text laid over the background first if translucent. */
export function contrastRatio(text: Rgba, background: Rgba): number {
  if (background.a < 1) throw new Error('the background must be opaque: lay it over its surface first');
  const seen = over(text, background);
  const [lighter, darker] = [relativeLuminance(seen), relativeLuminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}
