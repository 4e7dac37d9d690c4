import { readFileSync } from 'node:fs';

/**
 * The colours the web app's own CSS sets, for the contrast test: each rule's text colour with the
 * background it is drawn on — the rule's own; else what the rule says it is drawn on, in a comment
 * `/* on: .footer *\/` (a class of the same file) or `/* on: score bands *\/` (painted at run time from
 * the score's colours); else that of the rule its selector extends in the same file
 * (`.input::placeholder` on `.input`); else the file's own `/* on: … *\/` comment, outside any rule
 * (the explorer's module: its dark page); else none (the light page).
 * What it cannot read it refuses loudly: nested rules, and an opacity that would fade text.
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

interface CssFile {
  rules: CssRule[];
  /** The file's `/* on: … *\/` comment outside any rule: where its rules without a surface are drawn. */
  on: string | undefined;
}

const ON_COMMENT = /\/\*\s*on:\s*([^*]+?)\s*\*\//;
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const cache = new Map<string, CssFile>();

function cssFile(file: string): CssFile {
  const known = cache.get(file);
  if (known) return known;
  const text = readFileSync(file, 'utf8');
  const rules: CssRule[] = [];
  // Innermost blocks only: an @media or @supports wrapper adds no selector of its own, so its rules
  // are checked as if they always applied (the stricter reading).
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = withoutComments(match[1]);
    // A declaration before the block means a nested rule (`.a { color: x; &:hover { … } }`): not read here.
    if (selectors.includes(';')) throw new Error(`${file}: nested CSS rules are not read by the contrast test (${selectors.trim().slice(0, 60)}…)`);
    const declarations = new Map<string, string>();
    for (const declaration of withoutComments(match[2]).split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) declarations.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).replace(/!important\s*$/, '').trim());
    }
    const on = ON_COMMENT.exec(match[2])?.[1];
    for (const selector of selectors.split(',')) rules.push({ selector: selector.trim(), declarations, on });
  }
  let outsideRules = text;
  while (/\{[^{}]*\}/.test(outsideRules)) outsideRules = outsideRules.replace(/\{[^{}]*\}/g, '');
  const parsed = { rules, on: ON_COMMENT.exec(outsideRules)?.[1] };
  cache.set(file, parsed);
  return parsed;
}

export function cssRules(file: string): CssRule[] {
  return cssFile(file).rules;
}

const NO_BACKGROUND = new Set(['none', 'transparent', 'inherit', 'unset', 'initial']);

function backgroundOf(rule: CssRule): string | undefined {
  const value = rule.declarations.get('background-color') ?? rule.declarations.get('background');
  return value === undefined || NO_BACKGROUND.has(value.toLowerCase()) ? undefined : value;
}

/** The background a CSS-module class paints (`.card { background: … }`), if any. */
export function classBackground(file: string, className: string): string | undefined {
  const rule = cssRules(file).find((candidate) => candidate.selector === `.${className}` && backgroundOf(candidate));
  return rule && backgroundOf(rule);
}

const NOT_A_COLOUR = new Set(['inherit', 'currentcolor', 'transparent', 'unset', 'initial']);

/** The rule `rule` extends (a state, a pseudo-element, a descendant): the longest selector it starts with that has `has`. */
function baseOf(rules: CssRule[], rule: CssRule, has: (other: CssRule) => boolean): CssRule | undefined {
  return rules
    .filter((other) => other !== rule && has(other) && rule.selector.startsWith(other.selector) && /^[\s:>.[]/.test(rule.selector.slice(other.selector.length)))
    .sort((a, b) => b.selector.length - a.selector.length)[0];
}

export function cssTextColours(file: string): CssTextColour[] {
  const { rules, on: fileOn } = cssFile(file);
  const onOf = (rule: CssRule): string | undefined => rule.on ?? baseOf(rules, rule, (other) => other.on !== undefined)?.on;
  const onClass = (rule: CssRule, on: string) => {
    const background = classBackground(file, on.slice(1));
    if (!background) throw new Error(`${file} ${rule.selector}: ${on} paints no background`);
    return background;
  };
  return rules.flatMap((rule): CssTextColour[] => {
    // An opacity below 1 fades the text of whatever the rule holds, which no colour here says: use a colour.
    const opacity = Number(rule.declarations.get('opacity') ?? 1);
    if (opacity > 0 && opacity < 1) throw new Error(`${file} ${rule.selector}: opacity ${opacity} fades its text below what the contrast test can check; give it a colour instead`);
    // A rule with a colour; or a state that only changes the background under its base rule's colour.
    const colour = rule.declarations.get('color') ?? (backgroundOf(rule) ? baseOf(rules, rule, (other) => other.declarations.has('color'))?.declarations.get('color') : undefined);
    if (!colour || NOT_A_COLOUR.has(colour.toLowerCase())) return [];
    // A pseudo-element drawn with no text (`content: ''`, a dot or a bar) has no text to read.
    if (/^(''|"")$/.test(rule.declarations.get('content') ?? '')) return [];
    const base = baseOf(rules, rule, (other) => backgroundOf(other) !== undefined);
    const on = onOf(rule) ?? (backgroundOf(rule) ?? (base && backgroundOf(base)) ? undefined : fileOn);
    const under = on?.startsWith('.') ? onClass(rule, on) : undefined;
    const background = backgroundOf(rule) ?? under ?? (base && backgroundOf(base));
    return [{ file, selector: rule.selector, colour, background, under: backgroundOf(rule) ? under : undefined, on: on?.startsWith('.') ? undefined : on, large: isLargeText(rules, rule) }];
  });
}

/** Large by its own rule's size and weight, else its base rule's (px or rem; a variable is not large). */
function isLargeText(rules: CssRule[], rule: CssRule): boolean {
  const sized = rule.declarations.has('font-size') ? rule : baseOf(rules, rule, (other) => other.declarations.has('font-size'));
  const size = sized?.declarations.get('font-size') ?? '';
  const weight = Number(rule.declarations.get('font-weight') ?? sized?.declarations.get('font-weight') ?? 400);
  const match = /^([\d.]+)(px|rem)$/.exec(size);
  if (!match) return false;
  const px = Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
  return px >= 24 || (px >= 18.66 && weight >= 700);
}
