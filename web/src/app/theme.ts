import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans Arabic", "DejaVu Sans", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'terracotta',
  primaryShade: { light: 7, dark: 6 },
  colors: { terracotta, zellige },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
