import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Every colour the web app's JSX asks for, read from its source with the TypeScript compiler, so that
 * the contrast test (web/src/app/contrast/interface-contrast.spec.ts) checks what the screens really
 * use and a new colour cannot slip past it:
 * - the props `c`, `color`, `variant` and `bg` of every JSX element, each expression followed to the
 *   strings it can give (literals, both sides of a condition, constants and their object literals,
 *   imported ones too, and what a called function returns);
 * - conditions are aligned within one element (`variant={dark ? 'outline' : 'light'}` goes with
 *   `color={dark ? 'gray.3' : 'zellige'}`), and a condition on `dark` says the element is on the dark
 *   explorer's surfaces — the convention of the components the explorer shares with light pages;
 * - the surface under an element: the nearest JSX ancestor in the same file that paints one (a `bg`
 *   prop, a component whose variant has a background, a CSS-module class with a background).
 * An expression it cannot follow to strings is reported, never guessed.
 */

export interface ColourProps {
  c?: string;
  color?: string;
  variant?: string;
  bg?: string;
}

/** What paints behind an element: a theme colour, a CSS colour, or a component's variant background. */
export type Surface = { kind: 'colour'; value: string } | { kind: 'variant'; component: string; props: ColourProps };

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

export interface UnresolvedColour {
  file: string;
  line: number;
  prop: string;
  expression: string;
}

const COLOUR_PROPS = ['c', 'color', 'variant', 'bg'] as const;
type ColourProp = (typeof COLOUR_PROPS)[number];
const DARK_CONDITION = 'dark';

/** Components whose variant paints a background under their text (Mantine's variant resolver). */
export const VARIANT_COMPONENTS: Readonly<Record<string, string>> = {
  Badge: 'filled',
  Button: 'filled',
  ActionIcon: 'filled',
  ThemeIcon: 'filled',
  Alert: 'light',
  Avatar: 'light',
};

type Options = Array<string | undefined>;

class Resolver {
  readonly unresolved: UnresolvedColour[] = [];

  constructor(private readonly checker: ts.TypeChecker, private readonly root: string) {}

  /** The strings an expression can be, given which conditions hold; null when it cannot be followed. */
  options(expression: ts.Expression, assignment: ReadonlyMap<string, boolean>, depth = 0): Options | null {
    return this.followed(expression, assignment, depth) ?? this.fromType(expression);
  }

  /** A value nothing in the source gives (a prop): its type, when that is a union of string literals. */
  private fromType(expression: ts.Expression): Options | null {
    const type = this.checker.getTypeAtLocation(expression);
    const members = type.isUnion() ? type.types : [type];
    const values: Options = [];
    for (const member of members) {
      if (member.isStringLiteral()) values.push(member.value);
      else if (member.flags & ts.TypeFlags.Undefined) values.push(undefined);
      else return null;
    }
    return values;
  }

  private followed(expression: ts.Expression, assignment: ReadonlyMap<string, boolean>, depth: number): Options | null {
    if (depth > 12) return null;
    const next = (inner: ts.Expression) => this.options(inner, assignment, depth + 1);
    if (ts.isStringLiteralLike(expression)) return [expression.text];
    if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isNonNullExpression(expression)) {
      return next(expression.expression);
    }
    if (ts.isIdentifier(expression) && expression.text === 'undefined') return [undefined];
    if (ts.isConditionalExpression(expression)) {
      const held = assignment.get(expression.condition.getText());
      if (held === true) return next(expression.whenTrue);
      if (held === false) return next(expression.whenFalse);
      return merge(next(expression.whenTrue), next(expression.whenFalse));
    }
    if (ts.isBinaryExpression(expression) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expression.operatorToken.kind)) {
      return merge(next(expression.left), next(expression.right));
    }
    if (ts.isIdentifier(expression)) {
      const initializer = this.initializerOf(expression);
      return initializer ? next(initializer) : null;
    }
    if (ts.isElementAccessExpression(expression)) {
      return this.valuesOf(expression.expression, assignment, depth, null);
    }
    if (ts.isPropertyAccessExpression(expression)) {
      return this.valuesOf(expression.expression, assignment, depth, expression.name.text);
    }
    if (ts.isCallExpression(expression)) {
      const returned = this.returnsOf(expression.expression);
      if (!returned) return null;
      return returned.reduce<Options | null>((all, each) => merge(all, next(each)), []);
    }
    return null;
  }

  /** The values of an object (all of them, or one property of each): `MAP[key]`, `MAP[key].color`, `MAP.weak`. */
  private valuesOf(target: ts.Expression, assignment: ReadonlyMap<string, boolean>, depth: number, property: string | null): Options | null {
    const objects = this.objectLiterals(target, depth);
    if (!objects) return null;
    let all: Options | null = [];
    for (const object of objects) {
      for (const member of object.properties) {
        if (!ts.isPropertyAssignment(member)) return null;
        const name = ts.isIdentifier(member.name) || ts.isStringLiteralLike(member.name) ? member.name.text : null;
        if (property !== null && name !== property) continue;
        all = merge(all, this.options(member.initializer, assignment, depth + 1));
      }
    }
    return all;
  }

  /** The object literals an expression stands for: a constant's, or each value of an object of objects. */
  private objectLiterals(expression: ts.Expression, depth: number): ts.ObjectLiteralExpression[] | null {
    if (depth > 12) return null;
    let target = expression;
    while (ts.isParenthesizedExpression(target) || ts.isAsExpression(target) || ts.isSatisfiesExpression(target)) target = target.expression;
    if (ts.isObjectLiteralExpression(target)) return [target];
    if (ts.isIdentifier(target)) {
      const initializer = this.initializerOf(target);
      return initializer ? this.objectLiterals(initializer, depth + 1) : null;
    }
    if (ts.isElementAccessExpression(target)) {
      const outer = this.objectLiterals(target.expression, depth + 1);
      if (!outer) return null;
      const inner: ts.ObjectLiteralExpression[] = [];
      for (const member of outer.flatMap((object) => object.properties)) {
        if (!ts.isPropertyAssignment(member)) return null;
        const found = this.objectLiterals(member.initializer, depth + 1);
        if (!found) return null;
        inner.push(...found);
      }
      return inner;
    }
    return null;
  }

  private declarationOf(identifier: ts.Node): ts.Declaration | undefined {
    let symbol = this.checker.getSymbolAtLocation(identifier);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  }

  private initializerOf(identifier: ts.Identifier): ts.Expression | undefined {
    const declaration = this.declarationOf(identifier);
    return declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  }

  private returnsOf(callee: ts.Expression): ts.Expression[] | null {
    const declaration = this.declarationOf(callee);
    const body = declaration && (ts.isFunctionDeclaration(declaration) || ts.isArrowFunction(declaration)) ? declaration.body : undefined;
    if (!body) return null;
    if (!ts.isBlock(body)) return [body];
    const returned: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) returned.push(node.expression);
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    visit(body);
    return returned;
  }

  report(node: ts.Node, prop: string, expression: ts.Expression): void {
    const file = node.getSourceFile();
    this.unresolved.push({ file: relative(this.root, file.fileName), line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, prop, expression: expression.getText() });
  }
}

function merge(left: Options | null, right: Options | null): Options | null {
  return left && right ? [...new Set([...left, ...right])] : null;
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

function colourAttributes(node: ts.JsxOpeningLikeElement): Map<ColourProp, ts.Expression> {
  const found = new Map<ColourProp, ts.Expression>();
  for (const attribute of node.attributes.properties) {
    if (!ts.isJsxAttribute(attribute) || !attribute.initializer) continue;
    const name = attribute.name.getText() as ColourProp;
    if (!COLOUR_PROPS.includes(name)) continue;
    const value = attribute.initializer;
    if (ts.isStringLiteral(value)) found.set(name, value);
    else if (ts.isJsxExpression(value) && value.expression) found.set(name, value.expression);
  }
  return found;
}

/** `className={classes.card}`: the CSS module's background of that class, if it paints one. */
function classBackground(node: ts.JsxOpeningLikeElement, cssBackgrounds: (file: string, className: string) => string | undefined): string | undefined {
  for (const attribute of node.attributes.properties) {
    if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== 'className' || !attribute.initializer || !ts.isJsxExpression(attribute.initializer)) continue;
    const expression = attribute.initializer.expression;
    // `classes.card`, or several in a template (`${venueClasses.card} ${classes.card}`): the last that paints wins.
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

/**
 * Reads the given .tsx files. `cssBackgrounds(file, class)` answers a CSS module class's background
 * (see css-colour-rules.ts).
 */
export function scanJsxColours(
  root: string,
  files: string[],
  cssBackgrounds: (file: string, className: string) => string | undefined,
  /** The app's own components that paint a surface under their children, by their literal props. */
  containers: Readonly<Record<string, (props: Record<string, string>) => string>> = {},
): ColourScan {
  const program = ts.createProgram(files, { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, allowJs: false, noEmit: true, skipLibCheck: true });
  const resolver = new Resolver(program.getTypeChecker(), root);
  const usages: ColourUsage[] = [];

  const surfacesOf = (node: ts.Node): Surface[] => {
    const surfaces: Surface[] = [];
    // An opening element's parent is its own element: start above it.
    const start = ts.isJsxOpeningElement(node) ? node.parent.parent : node.parent;
    for (let parent: ts.Node | undefined = start; parent; parent = parent.parent) {
      if (!ts.isJsxElement(parent)) continue;
      const opening = parent.openingElement;
      const attributes = colourAttributes(opening);
      const literal = (prop: ColourProp) => {
        const expression = attributes.get(prop);
        return expression && ts.isStringLiteralLike(expression) ? expression.text : undefined;
      };
      const component = tagName(opening);
      const container = containers[component];
      if (container) {
        surfaces.push({ kind: 'colour', value: container(literalProps(opening)) });
        continue;
      }
      const bg = literal('bg');
      const fromClass = classBackground(opening, cssBackgrounds);
      if (bg) surfaces.push({ kind: 'colour', value: bg });
      else if (fromClass) surfaces.push({ kind: 'colour', value: fromClass });
      else if (component in VARIANT_COMPONENTS && (attributes.has('color') || attributes.has('variant'))) {
        surfaces.push({ kind: 'variant', component, props: { color: literal('color'), variant: literal('variant') } });
      }
    }
    return surfaces;
  };

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not read: ${file}`);
    const visit = (node: ts.Node) => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const attributes = colourAttributes(node);
        if (attributes.size > 0 && isMantineElement(node) && !isDecorative(node)) {
          const conditions = conditionsIn([...attributes.values()]);
          for (const assignment of assignments(conditions)) {
            let combos: ColourProps[] = [{}];
            for (const [prop, expression] of attributes) {
              const options = resolver.options(expression, assignment);
              if (!options) {
                resolver.report(node, prop, expression);
                combos = [];
                break;
              }
              combos = combos.flatMap((combo) => options.map((option) => (option === undefined ? combo : { ...combo, [prop]: option })));
            }
            const onDark = assignment.get(DARK_CONDITION) === true;
            for (const props of combos) {
              usages.push({ file: relative(root, file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, component: tagName(node), props, onDark, surfaces: surfacesOf(node) });
            }
          }
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
