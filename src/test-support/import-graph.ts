import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One relative import of a source file, resolved to another file of the scanned tree. */
export interface ImportEdge {
  from: string;
  to: string;
  /** `import type …`, or every named binding marked `type`: gone after compilation. */
  typeOnly: boolean;
  /** `import('…')`: a lazy chunk boundary rather than a load-time dependency. */
  dynamic: boolean;
  /** The names imported or re-exported by name; null for `import x`, `* as x`, `export *` or a side-effect import. */
  names: string[] | null;
}

const SOURCE = /\.tsx?$/;
const TEST = /\.test(-support)?\.tsx?$|(^|[\\/])test[\\/]/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(fromFile: string, spec: string): string | null {
  const base = resolve(dirname(fromFile), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile() && SOURCE.test(candidate)) return candidate;
    } catch {
      // not this candidate
    }
  }
  return null;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

function namesOf(node: ts.ImportDeclaration | ts.ExportDeclaration): string[] | null {
  if (ts.isExportDeclaration(node)) {
    const clause = node.exportClause;
    return clause && ts.isNamedExports(clause) ? clause.elements.map((e) => (e.propertyName ?? e.name).text) : null;
  }
  const clause = node.importClause;
  const bindings = clause?.namedBindings;
  if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings)) return null;
  return bindings.elements.map((e) => (e.propertyName ?? e.name).text);
}

type FoundImport = Omit<ImportEdge, 'from' | 'to'> & { spec: string };

function importsOf(file: string): FoundImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: FoundImport[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ spec: node.moduleSpecifier.text, typeOnly: isTypeOnly(node), dynamic: false, names: namesOf(node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) found.push({ spec: arg.text, typeOnly: false, dynamic: true, names: null });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every relative import among the non-test source files under `root` (paths relative to `root`). */
export function importGraph(root: string): { files: string[]; edges: ImportEdge[] } {
  const absRoot = resolve(root);
  const files = walk(absRoot).filter((f) => !TEST.test(relative(absRoot, f)));
  const inTree = new Set(files);
  const edges: ImportEdge[] = [];
  for (const file of files) {
    for (const { spec, ...found } of importsOf(file)) {
      if (!spec.startsWith('.')) continue;
      const target = resolveImport(file, spec);
      if (target && inTree.has(target)) {
        edges.push({ from: relative(absRoot, file), to: relative(absRoot, target), ...found });
      }
    }
  }
  return { files: files.map((f) => relative(absRoot, f)), edges };
}

/** Strongly connected components with more than one member (or a self-import): the import cycles. */
export function cycles(nodes: string[], edges: { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>(nodes.map((n) => [n, []]));
  for (const e of edges) next.get(e.from)?.push(e.to);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (next.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const n of nodes) if (!index.has(n)) connect(n);
  return found;
}

/**
 * The feature a file belongs to, given the folder that holds the features
 * (`features` → `features/works/lead-screen.tsx` belongs to `works`), or null outside it.
 */
export function featureOf(file: string, featuresDir: string): string | null {
  const parts = file.split(sep).join('/').split('/');
  const dirParts = featuresDir.split('/');
  if (dirParts.some((p, i) => parts[i] !== p) || parts.length <= dirParts.length + 1) return null;
  return parts[dirParts.length] ?? null;
}

/**
 * A feature's public faces: `index.ts` for what other features may use, and `shell.ts` for the
 * few parts every page loads (store slices, header and popup parts), kept apart so that importing
 * them does not pull the feature's screens into the first bundle.
 */
const PUBLIC_FACE = /^(index|shell)\.tsx?$/;

export interface ArchitectureReport {
  /** Import cycles among files (type-only imports included unless `ignoreTypeOnly`). */
  fileCycles: string[][];
  /**
   * The same, with an import from a feature's `index.ts` counted as an import of the file that
   * really holds each imported name: the dependencies among the files themselves, whatever the
   * faces gather. While the feature folders form a loop, the faces join it at load time.
   */
  fileCyclesThroughFaces: string[][];
  /** Import cycles among feature folders. */
  featureCycles: string[][];
  /** Every import of one feature folder by another, as `from>to` (type imports left out with `ignoreTypeOnly`). */
  featureEdges: string[];
  /** Static imports reaching into another feature past its public faces (`index.ts`, `shell.ts`); `import()` of a screen is a lazy chunk and allowed. */
  deepImports: ImportEdge[];
}

/** Scans `root` (e.g. `src/web`) whose features live in `featuresDir` (relative to root, e.g. `features`). */
export function checkArchitecture(root: string, featuresDir: string, options: { ignoreTypeOnly?: boolean } = {}): ArchitectureReport {
  const { files, edges } = importGraph(root);
  const loadEdges = edges.filter((e) => !(options.ignoreTypeOnly && e.typeOnly));
  const fileCycles = cycles(files, loadEdges);
  const fileCyclesThroughFaces = cycles(files, throughFaces(loadEdges, edges, featuresDir));
  const featureEdges = new Map<string, { from: string; to: string }>();
  const deepImports: ImportEdge[] = [];
  for (const e of edges) {
    const to = featureOf(e.to, featuresDir);
    if (!to) continue;
    const from = featureOf(e.from, featuresDir);
    if (from === to) continue;
    if (from && !(options.ignoreTypeOnly && e.typeOnly)) featureEdges.set(`${from}>${to}`, { from, to });
    const inside = e.to.split(sep).join('/').split('/').slice(featuresDir.split('/').length + 1).join('/');
    if (!PUBLIC_FACE.test(inside) && !e.dynamic) deepImports.push(e);
  }
  const featureNames = [...new Set([...featureEdges.values()].flatMap((e) => [e.from, e.to]))];
  return { fileCycles, fileCyclesThroughFaces, featureCycles: cycles(featureNames, [...featureEdges.values()]), featureEdges: [...featureEdges.keys()].sort(), deepImports };
}

/** `index.ts` of a feature, not of a folder inside it. */
function isFeatureIndex(file: string, featuresDir: string): boolean {
  const parts = file.split(sep).join('/').split('/');
  return featureOf(file, featuresDir) !== null && parts.length === featuresDir.split('/').length + 2 && /^index\.tsx?$/.test(parts.at(-1) ?? '');
}

/** Edges into a feature's index replaced by edges to the files that hold the imported names. */
function throughFaces(edges: ImportEdge[], allEdges: ImportEdge[], featuresDir: string): ImportEdge[] {
  const holder = new Map<string, Map<string, string>>();
  for (const e of allEdges) {
    if (!isFeatureIndex(e.from, featuresDir) || !e.names) continue;
    const names = holder.get(e.from) ?? new Map<string, string>();
    holder.set(e.from, names);
    for (const name of e.names) names.set(name, e.to);
  }
  return edges.flatMap((e) => {
    const names = holder.get(e.to);
    if (!names || !e.names || featureOf(e.from, featuresDir) === featureOf(e.to, featuresDir)) return [e];
    const targets = new Set(e.names.map((name) => names.get(name) ?? e.to));
    return [...targets].map((to) => ({ ...e, to }));
  });
}
