import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ColourResolver, type Options, type UnresolvedColour } from './jsx-colour-resolver';

export type { UnresolvedColour } from './jsx-colour-resolver';

/**
 * Every colour the web app's JSX asks for, read from its source with the TypeScript compiler, so that
 * the contrast test (web/src/app/contrast/interface-contrast.spec.ts) checks what the screens really
 * use and a new colour cannot slip past it:
 * - on every Mantine element, the props `c`, `color`, `variant` and `bg`, those of an object spread
 *   into it (`{...BADGE[status]}`), and a `color` in its `style` or `styles`, each followed to the
 *   strings it can give (jsx-colour-resolver.ts);
 * - conditions are aligned within one element (`variant={dark ? 'outline' : 'light'}` goes with
 *   `color={dark ? 'gray.3' : 'zellige'}`), and a condition on `dark` says the element is on the dark
 *   explorer's surfaces — the convention of the components the explorer shares with light pages;
 * - the surfaces under an element, nearest first: every JSX ancestor in the same file that paints one
 *   (`bg`, a component whose variant has a fill, a CSS-module class with a background, one of the
 *   app's containers named by the caller), each with every colour it can take;
 * - an Anchor with no colour of its own, when something in its file paints under it (its colour is
 *   the theme's anchor colour, checked on the page surfaces elsewhere).
 * An expression it cannot follow to strings is reported, never guessed.
 */

export interface ColourProps {
  c?: string;
  color?: string;
  variant?: string;
  bg?: string;
}

/** What paints behind an element: one of several colours, or a component's variant fill (one of several props). */
export type Surface = { kind: 'colour'; values: string[] } | { kind: 'variant'; component: string; options: ColourProps[] };

export interface ColourUsage {
  file: string;
  line: number;
  component: string;
  props: ColourProps;
  /** The combination where the element's `dark` condition holds: it is on the dark explorer. */
  onDark: boolean;
  /** Nearest first; empty when the element sits on the page itself. */
  surfaces: Surface[];
}

const COLOUR_PROPS = ['c', 'color', 'variant', 'bg'] as const;
type ColourProp = (typeof COLOUR_PROPS)[number];
const DARK_CONDITION = 'dark';

/** Components whose variant paints a background under their text (Mantine's variant resolver), and their default variant. */
export const VARIANT_COMPONENTS: Readonly<Record<string, string>> = {
  Badge: 'filled',
  Button: 'filled',
  ActionIcon: 'filled',
  ThemeIcon: 'filled',
  Alert: 'light',
  Avatar: 'light',
};

/** The colour props one element asks for: from its attributes, its spreads, and its style's `color` (as `c`). */
interface ElementColours {
  attributes: Map<ColourProp, ts.Expression>;
  /** Objects spread into the element whose type may carry colour props: each is one choice of props. */
  spreads: ts.Expression[];
}

function tagName(node: ts.JsxOpeningLikeElement): string {
  return node.tagName.getText();
}

/** Whether an element is Mantine's (`Badge`, `Menu.Item`): the app's own components are read inside. */
function isMantineElement(node: ts.JsxOpeningLikeElement): boolean {
  const root = tagName(node).split('.')[0];
  return node.getSourceFile().statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      (statement.moduleSpecifier as ts.StringLiteral).text.startsWith('@mantine/') &&
      statement.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some((element) => element.name.text === root),
  );
}

/** `aria-hidden="true"`: decoration, which WCAG's contrast rule does not cover. */
function isDecorative(node: ts.JsxOpeningLikeElement): boolean {
  return node.attributes.properties.some((attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText() === 'aria-hidden' && attribute.initializer !== undefined && ts.isStringLiteral(attribute.initializer) && attribute.initializer.text === 'true');
}

/** An element's string-literal props, for a container's surface. */
function literalProps(node: ts.JsxOpeningLikeElement): Record<string, string> {
  const props: Record<string, string> = {};
  for (const attribute of node.attributes.properties) {
    if (ts.isJsxAttribute(attribute) && attribute.initializer && ts.isStringLiteral(attribute.initializer)) props[attribute.name.getText()] = attribute.initializer.text;
  }
  return props;
}

/** Every `color:` inside a style object (`style={{ color }}`, `styles={{ description: { color } }}`, or a constant of one). */
function styleColours(expression: ts.Expression, resolver: ColourResolver): ts.Expression[] {
  if (!ts.isObjectLiteralExpression(expression)) return (resolver.objectLiterals(expression) ?? []).flatMap((object) => styleColours(object, resolver));
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteralLike(node.name)) && node.name.text === 'color') found.push(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return found;
}

function elementColours(node: ts.JsxOpeningLikeElement, resolver: ColourResolver): ElementColours {
  const attributes = new Map<ColourProp, ts.Expression>();
  const spreads: ts.Expression[] = [];
  for (const attribute of node.attributes.properties) {
    if (ts.isJsxSpreadAttribute(attribute)) {
      if (resolver.mayCarry(attribute.expression, COLOUR_PROPS)) spreads.push(attribute.expression);
      continue;
    }
    if (!attribute.initializer) continue;
    const name = attribute.name.getText();
    const value = ts.isStringLiteral(attribute.initializer) ? attribute.initializer : ts.isJsxExpression(attribute.initializer) ? attribute.initializer.expression : undefined;
    if (!value) continue;
    if ((COLOUR_PROPS as readonly string[]).includes(name)) attributes.set(name as ColourProp, value);
    // A colour in the element's style reaches its text like `c` (the only way the app uses it).
    else if ((name === 'style' || name === 'styles') && !attributes.has('c')) {
      const [colour, ...more] = styleColours(value, resolver);
      if (more.length > 0) throw new Error(`${node.getSourceFile().fileName}: several colours in one element's ${name}: give each its own element`);
      if (colour) attributes.set('c', colour);
    }
  }
  return { attributes, spreads };
}

/** The condition texts of an element's colour props, each to be tried true and false together. */
function conditionsIn(expressions: ts.Expression[]): string[] {
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isConditionalExpression(node)) found.add(node.condition.getText());
    ts.forEachChild(node, visit);
  };
  expressions.forEach(visit);
  return [...found];
}

function assignments(conditions: string[]): Array<Map<string, boolean>> {
  return Array.from({ length: 2 ** conditions.length }, (_, bits) => new Map(conditions.map((condition, index) => [condition, Boolean(bits & (1 << index))])));
}

/** Every combination of colour props an element can take under one assignment of its conditions; null: not followable. */
function combinations(node: ts.JsxOpeningLikeElement, colours: ElementColours, assignment: ReadonlyMap<string, boolean>, resolver: ColourResolver): ColourProps[] | null {
  // Spread objects first (each object one choice, its props aligned), then the attributes written after them.
  let combos: ColourProps[] = [{}];
  for (const spread of colours.spreads) {
    const objects = resolver.objectLiterals(spread);
    if (!objects) {
      resolver.report(node, '{...}', spread);
      return null;
    }
    const choices: ColourProps[] = [];
    for (const object of objects) {
      let choice: ColourProps[] = [{}];
      for (const prop of COLOUR_PROPS) {
        const found = resolver.property(object, prop, assignment);
        if (!found) continue;
        if (!found.options) {
          resolver.report(node, prop, found.expression);
          return null;
        }
        choice = expand(choice, prop, found.options);
      }
      choices.push(...choice);
    }
    combos = combos.flatMap((combo) => choices.map((choice) => ({ ...combo, ...choice })));
  }
  for (const [prop, expression] of colours.attributes) {
    const options = resolver.options(expression, assignment);
    if (!options) {
      resolver.report(node, prop, expression);
      return null;
    }
    combos = expand(combos, prop, options);
  }
  return combos;
}

function expand(combos: ColourProps[], prop: ColourProp, options: Options): ColourProps[] {
  return combos.flatMap((combo) => options.map((option) => (option === undefined ? combo : { ...combo, [prop]: option })));
}

/** `className={classes.card}` (or several in a template): the CSS module's background of the last class that paints one. */
function classNameBackground(node: ts.JsxOpeningLikeElement, cssBackgrounds: (file: string, className: string) => string | undefined): string | undefined {
  for (const attribute of node.attributes.properties) {
    if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== 'className' || !attribute.initializer || !ts.isJsxExpression(attribute.initializer)) continue;
    const expression = attribute.initializer.expression;
    const parts = expression && ts.isTemplateExpression(expression) ? expression.templateSpans.map((span) => span.expression) : expression ? [expression] : [];
    let found: string | undefined;
    for (const part of parts) {
      if (!ts.isPropertyAccessExpression(part) || !ts.isIdentifier(part.expression)) continue;
      const moduleName = part.expression.text;
      const source = node.getSourceFile();
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || statement.importClause?.name?.text !== moduleName) continue;
        const cssFile = resolve(dirname(source.fileName), (statement.moduleSpecifier as ts.StringLiteral).text);
        found = cssBackgrounds(cssFile, part.name.text) ?? found;
      }
    }
    return found;
  }
  return undefined;
}

export interface ColourScan {
  usages: ColourUsage[];
  unresolved: UnresolvedColour[];
}

export interface ColourScanOptions {
  /** A CSS module class's background (css-colour-rules.ts). */
  cssBackgrounds: (file: string, className: string) => string | undefined;
  /** The app's own components that paint a surface under their children, by their literal props. */
  containers?: Readonly<Record<string, (props: Record<string, string>) => string>>;
}

/** Reads the given .tsx files. */
export function scanJsxColours(root: string, files: string[], { cssBackgrounds, containers = {} }: ColourScanOptions): ColourScan {
  const program = ts.createProgram(files, { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true, skipLibCheck: true });
  const resolver = new ColourResolver(program.getTypeChecker(), root);
  const usages: ColourUsage[] = [];

  /** What an ancestor paints, with every colour it can take (its conditions all tried). */
  const surfaceOf = (opening: ts.JsxOpeningLikeElement): Surface | undefined => {
    const component = tagName(opening);
    const container = containers[component];
    if (container) return { kind: 'colour', values: [container(literalProps(opening))] };
    const fromClass = classNameBackground(opening, cssBackgrounds);
    if (!isMantineElement(opening)) return fromClass ? { kind: 'colour', values: [fromClass] } : undefined;
    const colours = elementColours(opening, resolver);
    const options = assignments(conditionsIn([...colours.attributes.values()])).flatMap((assignment) => combinations(opening, colours, assignment, resolver) ?? []);
    const backgrounds = options.flatMap((props) => (props.bg ? [props.bg] : []));
    // `bg` replaces whatever the variant would paint.
    if (backgrounds.length > 0) return { kind: 'colour', values: [...new Set(backgrounds)] };
    if (fromClass) return { kind: 'colour', values: [fromClass] };
    if (component in VARIANT_COMPONENTS && (colours.attributes.has('color') || colours.attributes.has('variant') || colours.spreads.length > 0)) return { kind: 'variant', component, options };
    return undefined;
  };

  const surfacesOf = (node: ts.JsxOpeningLikeElement): Surface[] => {
    const surfaces: Surface[] = [];
    // An opening element's parent is its own element: start above it.
    const start = ts.isJsxOpeningElement(node) ? node.parent.parent : node.parent;
    for (let parent: ts.Node | undefined = start; parent; parent = parent.parent) {
      if (!ts.isJsxElement(parent)) continue;
      const surface = surfaceOf(parent.openingElement);
      if (surface) surfaces.push(surface);
    }
    return surfaces;
  };

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not read: ${file}`);
    const visit = (node: ts.Node) => {
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && isMantineElement(node) && !isDecorative(node)) {
        const colours = elementColours(node, resolver);
        const base = { file: relative(root, file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, component: tagName(node) };
        if (colours.attributes.size > 0 || colours.spreads.length > 0) {
          for (const assignment of assignments(conditionsIn([...colours.attributes.values()]))) {
            const onDark = assignment.get(DARK_CONDITION) === true;
            for (const props of combinations(node, colours, assignment, resolver) ?? []) usages.push({ ...base, props, onDark, surfaces: surfacesOf(node) });
          }
        } else if (base.component === 'Anchor') {
          const surfaces = surfacesOf(node);
          if (surfaces.length > 0) usages.push({ ...base, props: {}, onDark: false, surfaces });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const seen = new Set<string>();
  const unique = usages.filter((usage) => {
    const key = JSON.stringify(usage);
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return { usages: unique, unresolved: resolver.unresolved.filter((item, index, all) => all.findIndex((other) => JSON.stringify(other) === JSON.stringify(item)) === index) };
}
