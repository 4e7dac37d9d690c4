import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  getThemeColor,
  mergeMantineTheme,
  type MantineTheme,
} from '@mantine/core';
import { cssVariablesResolver, theme } from '../theme';
import { parseCssColour, type Rgba } from './wcag-contrast';

/**
 * The colours the interface shows, as the browser will compute them in the light scheme: the app's
 * theme merged over Mantine's, its CSS variables (Mantine's, ours, and the app's own `:root` ones the
 * caller gives), and Mantine's own variant resolver — so what is checked is what Mantine renders, not a
 * copy of it.
 */
export const resolvedTheme: MantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);

export interface VariantColours {
  text: Rgba;
  background: Rgba;
  hover: Rgba;
}

export interface ThemeColours {
  /** A CSS value with every `var(--x)` replaced by what it stands for. */
  withoutVariables(value: string): string;
  /** A colour as written in a prop (`red.8`, `dimmed`, `white`, `#fff`) or in CSS (`var(--mantine-color-gray-2)`). */
  colourOf(value: string): Rgba;
  /** What a component's `color` and `variant` give its text and background (Mantine's resolver), and `c` over it. */
  variantColours(color: string | undefined, variant: string, textColour?: string): VariantColours;
}

export function createThemeColours(rootVariables: ReadonlyMap<string, string> = new Map()): ThemeColours {
  const mantine = defaultCssVariablesResolver(resolvedTheme);
  const ours = cssVariablesResolver(resolvedTheme);
  const cssVariables: Record<string, string> = { ...mantine.variables, ...mantine.light, ...ours.variables, ...ours.light, ...Object.fromEntries(rootVariables) };

  const withoutVariables = (value: string): string => {
    let resolved = value.trim();
    for (let depth = 0; depth < 10 && resolved.includes('var('); depth++) {
      resolved = resolved.replace(/var\((--[\w-]+)(?:,\s*([^()]+))?\)/g, (_, name: string, fallback?: string) => {
        const found = cssVariables[name] ?? fallback;
        if (found === undefined) throw new Error(`unknown CSS variable ${name}`);
        return found;
      });
    }
    return resolved;
  };
  const colourOf = (value: string): Rgba => parseCssColour(withoutVariables(getThemeColor(value, resolvedTheme)));
  const variantColours = (color: string | undefined, variant: string, textColour?: string): VariantColours => {
    const resolved = defaultVariantColorsResolver({ color: color ?? resolvedTheme.primaryColor, theme: resolvedTheme, variant });
    if (!resolved.color || !resolved.background) throw new Error(`Mantine resolves no colours for variant ${variant}`);
    return { text: colourOf(textColour ?? resolved.color), background: colourOf(resolved.background), hover: colourOf(resolved.hover ?? resolved.background) };
  };
  return { withoutVariables, colourOf, variantColours };
}
