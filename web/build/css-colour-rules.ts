import { readFileSync } from 'node:fs';

/**
 * The colours the web app's own CSS sets, for the contrast test: each rule's text colour with the
 * background it is drawn on — the rule's own; else what the rule says it is drawn on, in a comment
 * `/* on: .footer *\/` (a class of the same file) or `/* on: score bands *\/` (painted at run time from
 * the score's colours); else that of the rule its selector extends in the same file
 * (`.input::placeholder` on `.input`); else none (the page).
 */
export interface CssRule {
  selector: string;
  declarations: Map<string, string>;
  /** The `/* on: … *\/` comment of its block. */
  on: string | undefined;
}

export interface CssTextColour {
  file: string;
  selector: string;
  colour: string;
  /** The background value as written (a colour, a variable, a gradient); undefined: the page's. */
  background: string | undefined;
  /** What is under a translucent background: the class its `on:` comment names. */
  under: string | undefined;
  /** `score bands…` when the rule is drawn on the score's colours (set at run time). */
  on: string | undefined;
  /** WCAG's large text (24 px, or 18.66 px and bold): 3:1 is enough. */
  large: boolean;
}

const cache = new Map<string, CssRule[]>();

export function cssRules(file: string): CssRule[] {
  const known = cache.get(file);
  if (known) return known;
  const text = readFileSync(file, 'utf8');
  const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  // Innermost blocks only: an @media or @supports wrapper adds no selector of its own here.
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = new Map<string, string>();
    const on = /\/\*\s*on:\s*([^*]+?)\s*\*\//.exec(match[2])?.[1];
    for (const declaration of withoutComments(match[2]).split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) declarations.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
    }
    for (const selector of withoutComments(match[1]).split(',')) rules.push({ selector: selector.trim(), declarations, on });
  }
  cache.set(file, rules);
  return rules;
}

function backgroundOf(rule: CssRule): string | undefined {
  return rule.declarations.get('background-color') ?? rule.declarations.get('background');
}

/** The background a CSS-module class paints (`.card { background: … }`), if any. */
export function classBackground(file: string, className: string): string | undefined {
  const rule = cssRules(file).find((candidate) => candidate.selector === `.${className}` && backgroundOf(candidate));
  return rule && backgroundOf(rule);
}

const NOT_A_COLOUR = new Set(['inherit', 'currentcolor', 'transparent', 'unset', 'initial']);

export function cssTextColours(file: string): CssTextColour[] {
  const rules = cssRules(file);
  /** The rule this one extends (a state, a pseudo-element, a descendant): the longest such selector with `has`. */
  const baseOf = (rule: CssRule, has: (other: CssRule) => boolean) =>
    rules
      .filter((other) => other !== rule && has(other) && rule.selector.startsWith(other.selector) && /^[\s:>.[]/.test(rule.selector.slice(other.selector.length)))
      .sort((a, b) => b.selector.length - a.selector.length)[0];
  const onOf = (rule: CssRule): string | undefined => rule.on ?? baseOf(rule, (other) => other.on !== undefined)?.on;
  const onClass = (rule: CssRule, on: string) => {
    const background = classBackground(file, on.slice(1));
    if (!background) throw new Error(`${file} ${rule.selector}: ${on} paints no background`);
    return background;
  };
  return rules.flatMap((rule): CssTextColour[] => {
    // A rule with a colour; or a state that only changes the background under its base rule's colour.
    const colour = rule.declarations.get('color') ?? (backgroundOf(rule) ? baseOf(rule, (other) => other.declarations.has('color'))?.declarations.get('color') : undefined);
    if (!colour || NOT_A_COLOUR.has(colour.toLowerCase())) return [];
    // A pseudo-element drawn with no text (`content: ''`, a dot or a bar) has no text to read.
    if (/^(''|"")$/.test(rule.declarations.get('content') ?? '')) return [];
    const on = onOf(rule);
    const under = on?.startsWith('.') ? onClass(rule, on) : undefined;
    const background = backgroundOf(rule) ?? under ?? backgroundOf(baseOf(rule, (other) => backgroundOf(other) !== undefined) ?? rule);
    return [{ file, selector: rule.selector, colour, background, under: backgroundOf(rule) ? under : undefined, on: on?.startsWith('.') ? undefined : on, large: isLargeText(rule, rules) }];
  });
}

/** Large by its own rule or its base rule's size and weight (px or rem; a variable is not large). */
function isLargeText(rule: CssRule, rules: CssRule[]): boolean {
  const base = rules.find((other) => other !== rule && rule.selector.startsWith(other.selector) && other.declarations.has('font-size'));
  const size = rule.declarations.get('font-size') ?? base?.declarations.get('font-size') ?? '';
  const weight = Number(rule.declarations.get('font-weight') ?? base?.declarations.get('font-weight') ?? 400);
  const match = /^([\d.]+)(px|rem)$/.exec(size);
  if (!match) return false;
  const px = Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
  return px >= 24 || (px >= 18.66 && weight >= 700);
}
