/**
 * A journey that can skip or return early can pass whatever the product does. In a journey file
 * (e2e/**\/*.spec.ts) this finds every `test.skip(` / `test.fixme(` (and `testInfo.`, `test.info().`
 * and `test.describe.` forms) and every `return` of a test's own body, and refuses each one unless its
 * condition is declared by the target: the whole condition, or one side of an `&&` in it, is a helper
 * imported from e2e/support/target.ts (`mayFindHostEmpty(target)`) or a comparison of the `target`
 * fixture (`target === 'staging'`). A `return` counts as declared when it is the statement of an `if`
 * whose condition is. In a journey file's helpers, a `return` that gives nothing (or an `expect`) on
 * an instant read of the page (`await x.isVisible()`, `count()`, …) skips the checks after it just the
 * same, and is refused alike; a helper that returns what it found (a search) is not. Demo-only journeys need nothing here: the fixtures skip them on staging by
 * their missing @portable tag (e2e/support/fixtures.ts). Pure: a file's name and text in, problems out.
 */
import ts from 'typescript';

export interface SkipProblem {
  file: string;
  line: number;
  what: string;
}

const SKIPS = new Set(['skip', 'fixme']);
/** Locator reads that answer at once, without waiting for the page to settle. */
const INSTANT_READS = new Set(['isVisible', 'isHidden', 'isChecked', 'isEnabled', 'isDisabled', 'isEditable', 'count']);

/** `test`, `testInfo`, `test.info()` or `test.describe`: the receivers of a skip. */
function isTestReceiver(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return node.text === 'test' || node.text === 'testInfo';
  if (ts.isPropertyAccessExpression(node)) return node.name.text === 'describe' && isTestReceiver(node.expression);
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression))
    return node.expression.name.text === 'info' && isTestReceiver(node.expression.expression);
  return false;
}

const isSkipCall = (node: ts.CallExpression): boolean =>
  ts.isPropertyAccessExpression(node.expression) && SKIPS.has(node.expression.name.text) && isTestReceiver(node.expression.expression);

/** `test(...)` or `test.only(...)`: a test whose last argument is its body. */
function testBody(node: ts.CallExpression): ts.FunctionLikeDeclaration | null {
  const callee = node.expression;
  const isTest =
    (ts.isIdentifier(callee) && callee.text === 'test') ||
    (ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'test' &&
      callee.name.text === 'only');
  const body = node.arguments[node.arguments.length - 1];
  return isTest && body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body)) ? body : null;
}

/** The names a file imports from e2e/support/target.ts. */
function targetHelpers(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)support\/target(\.ts)?$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

function declaredBy(condition: ts.Expression, helpers: Set<string>): boolean {
  const expr = ts.skipPartiallyEmittedExpressions(condition);
  if (ts.isParenthesizedExpression(expr)) return declaredBy(expr.expression, helpers);
  if (ts.isPrefixUnaryExpression(expr) && expr.operator === ts.SyntaxKind.ExclamationToken) return declaredBy(expr.operand, helpers);
  if (ts.isBinaryExpression(expr)) {
    const op = expr.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return declaredBy(expr.left, helpers) || declaredBy(expr.right, helpers);
    const comparison = [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
    ];
    const isTarget = (side: ts.Expression) => ts.isIdentifier(side) && side.text === 'target';
    return comparison.includes(op) && (isTarget(expr.left) || isTarget(expr.right));
  }
  if (ts.isCallExpression(expr)) return ts.isIdentifier(expr.expression) && helpers.has(expr.expression.text);
  return false;
}

/** The function a node belongs to (null at the top of the file). */
function enclosingFunction(node: ts.Node): ts.Node | null {
  for (let at = node.parent; at; at = at.parent) if (ts.isFunctionLike(at)) return at;
  return null;
}

/** The `if` whose then-statement is `node` (or a block holding only it), if any. */
function guardOf(node: ts.ReturnStatement): ts.IfStatement | null {
  let at: ts.Node = node;
  if (ts.isBlock(at.parent) && at.parent.statements.length === 1) at = at.parent;
  return ts.isIfStatement(at.parent) && at.parent.thenStatement === at ? at.parent : null;
}

/** The condition awaits an instant read of the page. */
function readsThePage(condition: ts.Node): boolean {
  if (
    ts.isAwaitExpression(condition) &&
    ts.isCallExpression(condition.expression) &&
    ts.isPropertyAccessExpression(condition.expression.expression) &&
    INSTANT_READS.has(condition.expression.expression.name.text)
  )
    return true;
  return ts.forEachChild(condition, readsThePage) ?? false;
}

/** `return;` or `return expect(...)`: a helper that only checks, ending before its other checks. */
function givesNothing(node: ts.ReturnStatement): boolean {
  let value = node.expression;
  if (!value) return true;
  if (ts.isAwaitExpression(value)) value = value.expression;
  while (ts.isCallExpression(value) || ts.isPropertyAccessExpression(value)) value = value.expression;
  return ts.isIdentifier(value) && value.text === 'expect';
}

export function journeySkips(file: string, text: string): SkipProblem[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const helpers = targetHelpers(source);
  const bodies = new Set<ts.Node>();
  const problems: SkipProblem[] = [];
  const report = (node: ts.Node, what: string) =>
    problems.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, what });
  const condition = `is not declared by the target (a helper of e2e/support/target.ts, or \`target === …\`, alone or in an \`&&\`)`;

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const body = testBody(node);
      if (body) bodies.add(body);
      if (isSkipCall(node)) {
        const call = node.getText(source).split('(')[0];
        const [first] = node.arguments;
        if (!first || ts.isStringLiteralLike(first) || ts.isFunctionLike(first))
          report(node, `${call}( without a condition: a journey that never runs`);
        else if (!declaredBy(first, helpers)) report(node, `${call}( whose condition ${condition}`);
      }
    }
    if (ts.isReturnStatement(node)) {
      const owner = enclosingFunction(node);
      if (owner && bodies.has(owner)) {
        const guard = guardOf(node);
        if (!guard) report(node, 'a return in a test body: the journey ends before its checks');
        else if (!declaredBy(guard.expression, helpers)) report(node, `an early return whose condition ${condition}`);
      } else {
        const guard = guardOf(node);
        if (guard && givesNothing(node) && readsThePage(guard.expression) && !declaredBy(guard.expression, helpers))
          report(node, 'a helper returns early on what the page shows at that instant: the checks after it are skipped');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}
