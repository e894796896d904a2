/**
 * Issue 20 "safe links everywhere a URL comes from data": every place in app/ that sends the
 * browser somewhere by script — an assignment to `location` or `location.href`, `location.assign`
 * or `replace`, `window.open` — must take its URL from the one safe-link helper (safeUrl, or the
 * return-target helpers built on it), or be listed below with the reason it needs none. A new
 * sink fed from data then fails here until it goes through safeUrl.
 *
 * Read with the TypeScript parser, not a regular expression, so formatting cannot hide a sink.
 * What this cannot check reliably, and does not try: `href`/`src` props in JSX, since most take a
 * prop handed down from elsewhere (a design-system link, an image) and following it would need
 * type-level data flow; those values go through safeUrl where they come from data (sanitize.ts,
 * the announcement, attachment and SSO links).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** The helpers that decide a URL from data (protocols and origins in safeUrl). */
const DECIDERS = new Set(['safeUrl', 'safeReturnTarget', 'sameOriginTarget']);

/** Sinks that need no helper, each with why. Keyed `file:callee`. */
const REVIEWED: Record<string, string> = {
  'app/dev/startMock.ts:location.assign': 'dev-only entry: reloads its own URL with a scenario parameter',
  'app/learner/certificates/CertificationDialog.tsx:window.open':
    'an internal route built by certificationPrintPath from the route table, never data',
};

interface Sink {
  file: string;
  sink: string;
  line: number;
}

function text(node: ts.Node, source: ts.SourceFile): string {
  return node.getText(source).replace(/\s+/g, '');
}

const LOCATION_TARGET = /^(window\.|document\.|globalThis\.)?location(\.href)?$/;
const LOCATION_CALL = /^(window\.|document\.|globalThis\.)?location\.(assign|replace)$/;
/** `window.open` only: a bare `open(…)` is nearly always a local function (a dialog opener). */
const OPEN_CALL = /^(window|globalThis)\.open$/;

function isDeciderCall(node: ts.Expression): boolean {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && DECIDERS.has(node.expression.text);
}

/** The value is a decider's answer: the call itself, or a const of this file initialised by one. */
function decided(value: ts.Expression, source: ts.SourceFile): boolean {
  const inner = ts.isNonNullExpression(value) ? value.expression : value;
  if (isDeciderCall(inner)) return true;
  if (!ts.isIdentifier(inner)) return false;
  let found = false;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === inner.text &&
      node.initializer &&
      isDeciderCall(node.initializer)
    ) {
      found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Sinks of one source text whose URL does not come from a decider. */
function undecidedSinks(file: string, code: string): Sink[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Sink[] = [];
  const report = (node: ts.Node, sink: string, value: ts.Expression | undefined) => {
    if (value && decided(value, source)) return;
    found.push({ file, sink, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const target = text(node.left, source);
      if (LOCATION_TARGET.test(target)) report(node, target, node.right);
    }
    if (ts.isCallExpression(node)) {
      const callee = text(node.expression, source);
      if (LOCATION_CALL.test(callee) || OPEN_CALL.test(callee)) report(node, callee, node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return [path];
  });
}

describe('navigation sinks in app/ take their URL from safeUrl (issue 20)', () => {
  it('every location assignment, location.assign/replace and window.open is decided or reviewed', () => {
    const unreviewed = sourceFiles(join(ROOT, 'app'))
      .flatMap((path) => undecidedSinks(relative(ROOT, path), readFileSync(path, 'utf8')))
      .filter(({ file, sink }) => !(`${file}:${sink}` in REVIEWED))
      .map(({ file, sink, line }) => `${file}:${line} ${sink}`);
    expect(unreviewed).toEqual([]);
  });

  it('finds a sink fed from data in every form, and accepts one fed by safeUrl', () => {
    const code = `
      declare const data: { url: string };
      window.location.href = data.url;
      location = data.url;
      document.location.assign(data.url);
      window.location.replace(data.url);
      window.open(data.url, '_blank');
      const checked = safeUrl(data.url, { base: '/' });
      if (checked) window.open(checked);
      window.location.href = safeUrl(data.url, { base: '/' })!;
      location.assign(sameOriginTarget(data.url, 'https://a.test'));
    `;
    expect(undecidedSinks('sample.ts', code).map(({ sink, line }) => `${line} ${sink}`)).toEqual([
      '3 window.location.href',
      '4 location',
      '5 document.location.assign',
      '6 window.location.replace',
      '7 window.open',
    ]);
  });
});
