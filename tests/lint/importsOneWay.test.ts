/**
 * Imports one way (issue 26): the contract, the validation rules it builds on and the copy
 * catalogue once formed a circle of eleven files (a contract rule read its messages from the copy,
 * whose member-detail words named the contract's types). Lint forbids the direct import
 * (`tests/lint/boundaries.test.ts`); this walks the real import graph, type-only imports included,
 * so a path through any other module of the app is caught too: no file of the contract reaches the
 * copy, and no cycle runs through the three folders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

type Graph = ReadonlyMap<string, readonly string[]>;

const root = process.cwd();
const CONTRACT = 'app/shared/api/contract/';
const COPY = 'app/shared/copy/';
const RULES = 'app/shared/lib/validation/';

/** The tsconfig's module options (its `paths` aliases) without listing every file of the project. */
const options = ts.parseJsonConfigFileContent(
  ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config,
  { ...ts.sys, readDirectory: () => [] },
  root,
).options;

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => `${folder}${name.replaceAll('\\', '/')}`);
}

/** Every module specifier of a source: imports and re-exports (type-only too), `import()` and `import('…').T`. */
function specifiersOf(node: ts.Node, found: string[] = []): string[] {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
    found.push(node.moduleSpecifier.text);
  } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [argument] = node.arguments;
    if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
  } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
    found.push(node.argument.literal.text);
  }
  ts.forEachChild(node, (child) => void specifiersOf(child, found));
  return found;
}

/** The project files `file` imports, as root-relative paths. */
function importsOf(file: string): string[] {
  const path = join(root, file);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  return specifiersOf(source).flatMap((specifier) => {
    const target = ts.resolveModuleName(specifier, path, options, ts.sys).resolvedModule;
    if (!target || target.isExternalLibraryImport) return [];
    return [relative(root, target.resolvedFileName).replaceAll('\\', '/')];
  });
}

/** The import graph from `seeds`, followed into every project file they reach. */
function importGraph(seeds: readonly string[]): Graph {
  const graph = new Map<string, string[]>();
  const pending = [...seeds];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (graph.has(file)) continue;
    const targets = importsOf(file);
    graph.set(file, targets);
    pending.push(...targets.filter((target) => !graph.has(target)));
  }
  return graph;
}

/** The shortest import chain from `from` to a file `isTarget` accepts, or null. */
function chainTo(graph: Graph, from: string, isTarget: (file: string) => boolean): string[] | null {
  const cameFrom = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (file !== from && isTarget(file)) {
      const chain: string[] = [];
      for (let step: string | null | undefined = file; step; step = cameFrom.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of graph.get(file) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every cycle's files (strongly connected components of more than one file, or a file importing itself). */
function cycles(graph: Graph): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file) ?? 0);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe('the walk itself', () => {
  const circle: Graph = new Map([
    ['contract/a.ts', ['rules/b.ts']],
    ['rules/b.ts', ['copy/c.ts']],
    ['copy/c.ts', ['contract/a.ts', 'copy/d.ts']],
    ['copy/d.ts', []],
  ]);

  it('finds a circle and the chain from the contract to the copy through another module', () => {
    expect(cycles(circle)).toEqual([['contract/a.ts', 'copy/c.ts', 'rules/b.ts']]);
    expect(chainTo(circle, 'contract/a.ts', (file) => file.startsWith('copy/'))).toEqual(['contract/a.ts', 'rules/b.ts', 'copy/c.ts']);
  });

  it('reads type-only imports, re-exports and namespace re-exports of the real files', () => {
    const graph = importGraph([`${COPY}index.ts`]);
    expect(graph.get(`${COPY}index.ts`)).toEqual([`${COPY}catalogue.ts`]);
    expect(graph.get(`${COPY}catalogue.ts`)).toContain(`${COPY}account.ts`);
    expect(graph.get(`${COPY}backofficeMemberDetail.ts`)).toContain(`${CONTRACT}adminMemberDetail.ts`);
  });
});

describe('imports one way: the copy reads the contract, never the other way', () => {
  const contract = sourcesUnder(CONTRACT);
  const graph = importGraph([...contract, ...sourcesUnder(COPY), ...sourcesUnder(RULES)]);

  it('the copy does read the contract (the walk sees the allowed direction)', () => {
    expect(chainTo(graph, `${COPY}account.ts`, (file) => file === `${CONTRACT}validationMessages.ts`)).not.toBeNull();
  });

  it('no file of the contract reaches the copy catalogue, directly or through other modules', () => {
    const reaching = contract
      .map((file) => chainTo(graph, file, (target) => target.startsWith(COPY)))
      .filter((chain) => chain !== null)
      .map((chain) => chain.join(' → '));
    expect(reaching).toEqual([]);
  });

  it('no import cycle runs through the contract, the validation rules or the copy', () => {
    const touching = cycles(graph).filter((component) =>
      component.some((file) => [CONTRACT, COPY, RULES].some((folder) => file.startsWith(folder))),
    );
    expect(touching).toEqual([]);
  });
});
