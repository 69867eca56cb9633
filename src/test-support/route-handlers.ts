import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch', 'all']);

export interface LongHandler {
  /** `file:line` of the handler, relative to the scanned root. */
  at: string;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The route handlers under `root` (the function passed last to `app.get/post/put/delete/patch/all`)
 * longer than `maxLines` lines: what a route does beyond reading its input and answering belongs
 * in a service.
 */
export function longRouteHandlers(root: string, maxLines: number): LongHandler[] {
  const found: LongHandler[] = [];
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ROUTE_METHODS.has(node.expression.name.text) && node.arguments.length >= 2) {
        const handler = node.arguments[node.arguments.length - 1];
        if (handler && (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler))) {
          const first = source.getLineAndCharacterOfPosition(handler.getStart()).line;
          const last = source.getLineAndCharacterOfPosition(handler.getEnd()).line;
          const lines = last - first + 1;
          if (lines > maxLines) found.push({ at: `${relative(root, file)}:${first + 1}`, lines });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
