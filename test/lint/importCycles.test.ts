// No import cycle in src, type-only imports included: import/no-cycle skips those (it has no
// option for them), and a type cycle still ties the files' design together.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module names a file imports: statically, dynamically, or for types only (`typeOnly`). */
function importsOf(file: string): { name: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: { name: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const typeOnly = ts.isImportDeclaration(node) ? (node.importClause?.isTypeOnly ?? false) : node.isTypeOnly;
      found.push({ name: (node.moduleSpecifier as ts.StringLiteral).text, typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found.push({ name: specifier.text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      found.push({ name: (node.argument.literal as ts.StringLiteral).text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Redux Toolkit's own pattern: the store's types are inferred from the store, which registers the
 * listeners typed with them. Type-only imports of the store are the one cycle allowed.
 */
const STORE = path.join(ROOT, 'src/client/app/store.ts');

/** Each file of `dir` with the files of `dir` it imports. */
function importGraph(dir: string): Map<string, string[]> {
  const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile) as { config: unknown };
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const files = sourceFiles(dir);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imported = importsOf(file).flatMap(({ name, typeOnly }) => {
      const target = ts.resolveModuleName(name, file, options, ts.sys).resolvedModule?.resolvedFileName;
      return target && files.includes(target) && !(typeOnly && target === STORE) ? [target] : [];
    });
    graph.set(file, [...new Set(imported)]);
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components of more than one file, or a file importing itself. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === file ? undefined : stack.pop()) {
      component.push(path.relative(ROOT, member));
    }
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

test('src has no import cycle, type-only imports included', () => {
  expect(cyclesOf(importGraph(path.join(ROOT, 'src')))).toEqual([]);
});
