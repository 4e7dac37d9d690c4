import { globSync } from 'node:fs';
import { Notification } from '@mantine/core';
import { resolve } from 'node:path';
import { classBackground, cssRules, cssTextColours } from '../../../build/css-colour-rules';
import { scanJsxColours, VARIANT_COMPONENTS, type ColourUsage, type Surface } from '../../../build/jsx-colour-usages';
import { CALLOUT_BACKGROUND } from '../../content/callout-section';
import { BASE_MAP_COLOURS } from '../../map/base-map-colours';
import { SCORE_LEVEL_COLORS } from '../../venues/score-colors';
import { INTERFACE_PALETTES } from '../theme';
import { createThemeColours, resolvedTheme } from './theme-colours';
import { AA_LARGE_TEXT, AA_TEXT, contrastRatio, over, parseCssColour, type Rgba } from './wcag-contrast';

/**
 * WCAG 2.2 AA (4.5:1) for every colour pair the interface uses for text, computed from the theme
 * (Mantine's resolvers over ours) and from the screens' own source: every `c`, `color`, `variant`
 * and `bg` the JSX asks for (web/build/jsx-colour-usages.ts), every text colour of the app's CSS, and
 * what no prop shows — hover backgrounds, disabled controls, placeholders, toasts, the score bands,
 * the map's labels. A screen that adds a colour is checked by this test without anyone listing it.
 */

const WEB = resolve(import.meta.dirname, '../../..');
const sourceFiles = (pattern: string) =>
  globSync(pattern, { cwd: WEB })
    .filter((file) => !/\.spec\.tsx?$/.test(file))
    .map((file) => resolve(WEB, file))
    .sort();

// The app's own variables (--lieux-sand), set in global.css so that the first paint has them.
const rootVariables = new Map([...(cssRules(resolve(WEB, 'src/app/global.css')).find((rule) => rule.selector === ':root')?.declarations ?? [])].filter(([name]) => name.startsWith('--')));
const { colourOf, variantColours, withoutVariables } = createThemeColours(rootVariables);

/** The light surfaces text is laid on: the card white, the page's sand (global.css), the grey and terracotta tints. */
const PAGE_SURFACES: Record<string, Rgba> = {
  white: colourOf(resolvedTheme.white),
  sand: colourOf('var(--lieux-sand)'),
  'gray.0': colourOf('gray.0'),
  'terracotta.0': colourOf('terracotta.0'),
};

/** The dark explorer's surfaces, as its CSS module paints them. */
const explorerCss = resolve(WEB, 'src/screens/explorer/explorer.module.css');
const DARK_SURFACES: Record<string, Rgba> = Object.fromEntries(
  ['page', 'card', 'panel'].map((name) => [`explorer .${name}`, parseCssColour(classBackground(explorerCss, name) ?? '')]),
);

/**
 * Components whose `color` paints no text: a bar (Progress without its labelled sections), a spinner,
 * a placeholder, a divider's line (its label's colour is `c`, checked). Any other component with a
 * colour and no rule here fails the test until one says how that colour reaches text.
 */
const NO_TEXT_COLOUR = new Set(['Progress', 'Loader', 'Skeleton', 'Divider']);
/**
 * Components whose `variant` paints only a light surface (an accordion's separated items on gray.0,
 * a filled input on gray.1) under the default text colour and placeholder: checked on those fills.
 */
const LIGHT_FILL_VARIANTS: Readonly<Record<string, string[]>> = { Accordion: ['gray.0'], NativeSelect: ['gray.1'], TextInput: ['gray.1'], Select: ['gray.1'] };
/** The app's components that paint a surface under the children their callers give them. */
const CONTAINERS: Record<string, (props: Record<string, string>) => string> = {
  CalloutSection: (props) => CALLOUT_BACKGROUND[props.tone === 'strong' ? 'strong' : 'soft'],
};
/** Controls whose pressed state is a hover background under the same text. */
const INTERACTIVE = new Set(['Button', 'ActionIcon']);

/** Every opaque colour a CSS background value stands for: one colour, or each stop of a gradient. */
function backgroundColours(value: string): Rgba[] {
  const plain = withoutVariables(value);
  const colours = plain.match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi);
  if (!colours) throw new Error(`no colour in background ${value}`);
  return colours.map(parseCssColour);
}

/** A declaration of Mantine's own stylesheet, by its exact selector. */
function mantineDeclaration(selector: string, property: string): string {
  const value = cssRules(resolve(WEB, '../node_modules/@mantine/core/styles.css')).find((rule) => rule.selector === selector)?.declarations.get(property);
  if (value === undefined) throw new Error(`Mantine's stylesheet has no ${property} for ${selector}`);
  return value;
}

interface Failure {
  where: string;
  pair: string;
  ratio: number;
}

const failures: Failure[] = [];
function expectReadable(where: string, pair: string, text: Rgba, background: Rgba, minimum = AA_TEXT): void {
  const ratio = contrastRatio(text, background);
  if (ratio < minimum) failures.push({ where, pair, ratio: Math.round(ratio * 100) / 100 });
}

/** What an element is drawn on: its surfaces laid from the outermost in over each page surface, every colour each can take. */
function backdropsOf(usage: ColourUsage): Array<[string, Rgba]> {
  let backdrops: Array<[string, Rgba]> = Object.entries(usage.onDark ? DARK_SURFACES : PAGE_SURFACES);
  for (const surface of [...usage.surfaces].reverse()) {
    const layers = surfaceColours(surface);
    backdrops = backdrops.flatMap(([name, under]) => layers.map(([layer, colour]): [string, Rgba] => [`${layer} on ${name}`, over(colour, under)]));
  }
  return backdrops;
}

function surfaceColours(surface: Surface): Array<[string, Rgba]> {
  if (surface.kind === 'colour') {
    return surface.values.flatMap((value) => (/^[a-z]+(\.\d)?$/.test(value) ? [colourOf(value)] : backgroundColours(value)).map((colour): [string, Rgba] => [value, colour]));
  }
  return surface.options.map(({ color, variant }) => {
    const resolvedVariant = variant ?? VARIANT_COMPONENTS[surface.component];
    return [`${surface.component} ${resolvedVariant} ${color ?? resolvedTheme.primaryColor}`, variantColours(color, resolvedVariant).background];
  });
}

/** Mantine's palettes the interface does not draw with (their shades 7–9 are Mantine's, not deepened). */
const OTHER_PALETTES = Object.keys(resolvedTheme.colors).filter((name) => !(INTERFACE_PALETTES as readonly string[]).includes(name));

function checkUsage(usage: ColourUsage): void {
  const where = `${usage.file}:${usage.line} <${usage.component}>${usage.onDark ? ' (dark)' : ''}`;
  const { c, color, variant, bg } = usage.props;
  for (const value of [c, color, bg]) {
    if (value !== undefined && OTHER_PALETTES.includes(value.split('.')[0])) failures.push({ where, pair: `${value}: not one of INTERFACE_PALETTES (theme.ts)`, ratio: 0 });
  }
  const backdrops: Array<[string, Rgba]> = bg ? backdropsOf(usage).map(([name, under]) => [`${bg} on ${name}`, over(colourOf(bg), under)]) : backdropsOf(usage);
  if (usage.component === 'Anchor' && c === undefined) {
    for (const [name, backdrop] of backdrops) expectReadable(where, `anchor on ${name}`, colourOf('var(--mantine-color-anchor)'), backdrop);
    return;
  }
  const defaultVariant = VARIANT_COMPONENTS[usage.component];
  const lightFills = LIGHT_FILL_VARIANTS[usage.component];
  if (lightFills && color === undefined && c === undefined) {
    for (const fill of lightFills) {
      expectReadable(where, `text on ${variant} ${fill}`, colourOf('var(--mantine-color-text)'), colourOf(fill));
      expectReadable(where, `placeholder on ${variant} ${fill}`, colourOf('var(--mantine-color-placeholder)'), colourOf(fill));
    }
    return;
  }
  if (defaultVariant) {
    // `bg` replaces the variant's fill.
    const colours = variantColours(color, variant ?? defaultVariant, c);
    if (bg) colours.background = colourOf('transparent');
    for (const [name, backdrop] of backdrops) {
      const pair = `${c ?? 'text'} of ${variant ?? defaultVariant} ${color ?? resolvedTheme.primaryColor}`;
      expectReadable(where, `${pair} on ${name}`, colours.text, over(colours.background, backdrop));
      if (INTERACTIVE.has(usage.component)) expectReadable(where, `${pair}, hovered, on ${name}`, colours.text, over(colours.hover, backdrop));
    }
    return;
  }
  if (c !== undefined) {
    for (const [name, backdrop] of backdrops) expectReadable(where, `${c} on ${name}`, colourOf(c), backdrop);
    return;
  }
  if (NO_TEXT_COLOUR.has(usage.component)) return;
  // A `bg` alone, or a combination that leaves every colour to Mantine: the default text colour.
  if (bg !== undefined || (color === undefined && variant === undefined)) {
    for (const [name, backdrop] of backdrops) expectReadable(where, `text on ${name}`, colourOf('var(--mantine-color-text)'), backdrop);
    return;
  }
  failures.push({ where, pair: `a colour on <${usage.component}>: say in this test how it reaches text`, ratio: 0 });
}

describe('text contrast across the interface (WCAG 2.2 AA, computed from the theme)', () => {
  beforeEach(() => failures.splice(0));

  it('every colour the screens ask for in JSX reads at 4.5:1 on the surfaces it is drawn on', () => {
    const scan = scanJsxColours(WEB, sourceFiles('src/**/*.tsx'), { cssBackgrounds: classBackground, containers: CONTAINERS });
    expect(scan.usages.length).toBeGreaterThan(300);
    scan.usages.forEach(checkUsage);
    // An expression the scan cannot follow to its strings is a colour nobody checked: make it followable.
    expect({ unresolved: scan.unresolved, failures }).toEqual({ unresolved: [], failures: [] });
  });

  it('every palette of the interface × every Mantine variant reads at 4.5:1, at rest and hovered, on every light surface', () => {
    const variants = ['filled', 'light', 'outline', 'subtle', 'white', 'default', 'transparent'];
    for (const palette of INTERFACE_PALETTES) {
      for (const variant of variants) {
        const colours = variantColours(palette, variant);
        for (const [name, page] of Object.entries(PAGE_SURFACES)) {
          expectReadable(`${variant} ${palette}`, `on ${name}`, colours.text, over(colours.background, page));
          expectReadable(`${variant} ${palette}`, `hovered, on ${name}`, colours.text, over(colours.hover, page));
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("every text colour of the app's CSS reads on its background, hover and other states too", () => {
    const rules = sourceFiles('src/**/*.css').flatMap(cssTextColours);
    expect(rules.length).toBeGreaterThan(10);
    for (const rule of rules) {
      const text = parseCssColour(withoutVariables(rule.colour));
      const where = `${rule.file.slice(WEB.length + 1)} ${rule.selector}`;
      const page = rule.under ? over(backgroundColours(rule.under)[0], PAGE_SURFACES.white) : PAGE_SURFACES.white;
      let backdrops: Array<[string, Rgba]>;
      if (rule.on !== undefined) {
        if (!rule.on.startsWith('score bands')) throw new Error(`${where}: 'on: ${rule.on}' names neither a class nor the score bands`);
        backdrops = Object.entries(SCORE_LEVEL_COLORS).map(([level, colour]) => [`score band ${level}`, parseCssColour(colour)]);
      } else if (rule.background) {
        backdrops = backgroundColours(rule.background).map((colour) => [rule.background ?? '', over(colour, page)]);
      } else {
        backdrops = Object.entries(PAGE_SURFACES);
      }
      for (const [name, backdrop] of backdrops) expectReadable(where, `${rule.colour} on ${name}`, text, backdrop, rule.large ? AA_LARGE_TEXT : AA_TEXT);
    }
    expect(failures).toEqual([]);
  });

  it('the score bands carry their white number, on badges and map markers', () => {
    for (const [level, colour] of Object.entries(SCORE_LEVEL_COLORS)) expectReadable(`score band ${level}`, `white on ${colour}`, colourOf('white'), parseCssColour(colour));
    expect(failures).toEqual([]);
  });

  it("the map's city labels and Leaflet's attribution read on the land, the neighbours and the sea", () => {
    const mapCss = resolve(WEB, 'src/map/venue-map.module.css');
    const label = cssTextColours(mapCss).find((rule) => rule.selector === '.cityLabel');
    const sea = classBackground(mapCss, 'map');
    expect(label && sea).toBeTruthy();
    // Leaflet's attribution box (its text and its links), as Leaflet's stylesheet draws it over the map.
    const leafletCss = cssRules(resolve(WEB, '../node_modules/leaflet/dist/leaflet.css'));
    const leaflet = (selector: string, property: string) => leafletCss.find((rule) => rule.selector === selector && rule.declarations.has(property))?.declarations.get(property) ?? '';
    const attributionFill = parseCssColour(leaflet('.leaflet-container .leaflet-control-attribution', 'background'));
    for (const [name, surface] of [['Morocco', BASE_MAP_COLOURS.home.fill], ['a neighbour', BASE_MAP_COLOURS.neighbour.fill], ['the sea', sea ?? '']]) {
      expectReadable('.cityLabel', `${label?.colour} on ${name}`, parseCssColour(label?.colour ?? ''), parseCssColour(surface));
      const underAttribution = over(attributionFill, parseCssColour(surface));
      expectReadable('attribution', `text over ${name}`, parseCssColour(leaflet('.leaflet-control-attribution', 'color')), underAttribution);
      expectReadable('attribution', `link over ${name}`, parseCssColour(leaflet('.leaflet-container a', 'color')), underAttribution);
    }
    expect(failures).toEqual([]);
  });

  it('what no prop shows: toasts, disabled controls, placeholders, links, dimmed text', () => {
    // Mantine's Notification as its own stylesheet draws it in the light scheme: title, text, and the text under a title.
    const toast = Notification.classes;
    const light = (selector: string) => `:where([data-mantine-color-scheme='light']) ${selector}`;
    const toastFill = colourOf(mantineDeclaration(light(`.${toast.root}`), 'background-color'));
    expectReadable('toast', 'title', colourOf(mantineDeclaration(light(`.${toast.title}`), 'color')), toastFill);
    expectReadable('toast', 'text', colourOf(mantineDeclaration(light(`.${toast.description}`), 'color')), toastFill);
    expectReadable('toast', 'text under a title', colourOf(mantineDeclaration(light(`.${toast.description}:where([data-with-title])`), 'color')), toastFill);
    expectReadable('disabled control', 'its text on its fill', colourOf('var(--mantine-color-disabled-color)'), colourOf('var(--mantine-color-disabled)'));
    for (const [name, page] of Object.entries(PAGE_SURFACES)) {
      expectReadable('input', `placeholder on ${name}`, colourOf('var(--mantine-color-placeholder)'), page);
      expectReadable('link', `anchor on ${name}`, colourOf('var(--mantine-color-anchor)'), page);
      expectReadable('text', `dimmed on ${name}`, colourOf('dimmed'), page);
      expectReadable('input', `error on ${name}`, colourOf('var(--mantine-color-error)'), page);
    }
    expect(failures).toEqual([]);
  });
});
