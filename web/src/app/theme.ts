import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Terracotta, the colour of Marrakech walls and tagine clay; shade 7 keeps white text above AA. */
const terracotta: MantineColorsTuple = [
  '#fdf3ee',
  '#f8e4d9',
  '#f0c6b0',
  '#e8a684',
  '#e08a5e',
  '#d9763f',
  '#c9622f',
  '#b5502a',
  '#9e4423',
  '#85391c',
];

/** Zellige teal, the accent for tags and secondary actions. */
const zellige: MantineColorsTuple = [
  '#e6f7f6',
  '#c6ebe8',
  '#95d8d3',
  '#62c4bd',
  '#3bb2aa',
  '#22a59d',
  '#129189',
  '#0d7a73',
  '#08655f',
  '#03504b',
];

/**
 * Mantine's grey with a darker shade 6: that shade is the dimmed text, the placeholder, a toast's text
 * under its title and, here, a disabled control's text — at Mantine's #868e96 all four read at 3.3:1 on
 * white, below WCAG AA; #636a72 reads at 4.9:1 on every light surface and 4.6:1 on the disabled fill.
 */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#636a72',
  '#495057',
  '#343a40',
  '#212529',
];

/**
 * Mantine's red, teal, orange, yellow, green and blue with shades 7–9 deepened: shade 7 is the fill
 * under white text and the text of the outline and white variants, 8 the fill's hover, 9 the light
 * variant's text on shades 1–2. Mantine's own fail WCAG AA there (white on teal.7 3.1:1, yellow.9 on
 * yellow.1 2.7:1); these read at 4.5:1 or more, which the contrast test computes for every pair used.
 */
type SevenShades = readonly [string, string, string, string, string, string, string];
function deepened(light: SevenShades, deep: readonly [string, string, string]): MantineColorsTuple {
  return [...light, ...deep];
}
const red = deepened(['#fff5f5', '#ffe3e3', '#ffc9c9', '#ffa8a8', '#ff8787', '#ff6b6b', '#fa5252'], ['#c92a2a', '#b02424', '#962020']);
const teal = deepened(['#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#12b886'], ['#087f5b', '#076e4f', '#065f44']);
const orange = deepened(['#fff4e6', '#ffe8cc', '#ffd8a8', '#ffc078', '#ffa94d', '#ff922b', '#fd7e14'], ['#b94d05', '#a84405', '#963c05']);
const yellow = deepened(['#fff9db', '#fff3bf', '#ffec99', '#ffe066', '#ffd43b', '#fcc419', '#fab005'], ['#986300', '#8c5b00', '#7a4f00']);
const green = deepened(['#ebfbee', '#d3f9d8', '#b2f2bb', '#8ce99a', '#69db7c', '#51cf66', '#40c057'], ['#277e37', '#247433', '#1f6330']);
const blue = deepened(['#e7f5ff', '#d0ebff', '#a5d8ff', '#74c0fc', '#4dabf7', '#339af0', '#228be6'], ['#1971c2', '#1864ab', '#145591']);

/**
 * The palettes the interface draws with. Every one reads at AA in every Mantine variant, and a screen
 * that names another (Mantine's lime, cyan, pink…, left as Mantine made them) fails the contrast test.
 */
export const INTERFACE_PALETTES = ['terracotta', 'zellige', 'gray', 'dark', 'red', 'teal', 'orange', 'yellow', 'green', 'blue', 'grape'] as const;

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans Arabic", "DejaVu Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'terracotta',
  primaryShade: { light: 7, dark: 6 },
  colors: { terracotta, zellige, gray, red, teal, orange, yellow, green, blue },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * The CSS variables the app sets over Mantine's (given to MantineProvider; the contrast test reads them
 * too): the light scheme's text colours that Mantine leaves below AA — the error
 * (red.6, 3.3:1), the placeholder (gray.5, 2.1:1), a disabled control's text (gray.5 on gray.2, 1.8:1)
 * and the outline variant.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-disabled-color': 'var(--mantine-color-gray-6)',
    // The outline variant's text and border one shade deeper than the fill: shade 7 over a tinted
    // page (sand, terracotta.0) under its hover tint fell to 4.3:1.
    ...Object.fromEntries(INTERFACE_PALETTES.map((name) => [`--mantine-color-${name}-outline`, `var(--mantine-color-${name}-8)`])),
  },
  dark: {},
});
