import { relative } from 'node:path';
import ts from 'typescript';

/**
 * Follows a JSX prop's expression to the strings it can give, for the contrast test's scan
 * (jsx-colour-usages.ts): literals, both sides of a condition (or the side a given condition picks),
 * `??` and `||`, constants and their object literals (imported ones too), `MAP[key]` and
 * `MAP[key].prop`, what a called function returns, and, when nothing in the source gives the value
 * (a prop), its type if that is a union of string literals. What it cannot follow it says so (null).
 */

export interface UnresolvedColour {
  file: string;
  line: number;
  prop: string;
  expression: string;
}

export type Options = Array<string | undefined>;

export class ColourResolver {
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
  objectLiterals(expression: ts.Expression, depth = 0): ts.ObjectLiteralExpression[] | null {
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

  /** Whether a value's type has any of these properties at all (a form field's spread props carry no colour). */
  mayCarry(expression: ts.Expression, names: readonly string[]): boolean {
    const type = this.checker.getTypeAtLocation(expression);
    return names.some((name) => type.getProperty(name) !== undefined);
  }

  /** The value of one property of an object literal, followed like any other expression. */
  property(object: ts.ObjectLiteralExpression, name: string, assignment: ReadonlyMap<string, boolean>): { expression: ts.Expression; options: Options | null } | undefined {
    for (const member of object.properties) {
      if (!ts.isPropertyAssignment(member)) continue;
      const key = ts.isIdentifier(member.name) || ts.isStringLiteralLike(member.name) ? member.name.text : null;
      if (key === name) return { expression: member.initializer, options: this.options(member.initializer, assignment) };
    }
    return undefined;
  }

  report(node: ts.Node, prop: string, expression: ts.Expression): void {
    const file = node.getSourceFile();
    this.unresolved.push({ file: relative(this.root, file.fileName), line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, prop, expression: expression.getText() });
  }
}

export function merge(left: Options | null, right: Options | null): Options | null {
  return left && right ? [...new Set([...left, ...right])] : null;
}
