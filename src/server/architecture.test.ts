import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkArchitecture } from '../test-support/import-graph';
import { longRouteHandlers } from '../test-support/route-handlers';

const SERVER = fileURLToPath(new URL('.', import.meta.url));

// Test files and test support (`*.test.ts`, `*.test-support.ts`, `test/`) are left out: a test may
// reach into its own and other features' fixtures.
const report = checkArchitecture(SERVER, 'features');

describe('the server code structure', () => {
  it('reaches a feature from outside only through its index.ts', () => {
    const deep = report.deepImports.map((e) => `${e.from} -> ${e.to}`);
    expect(deep, `deep imports into another feature:\n${deep.join('\n')}`).toEqual([]);
  });

  it('has no import cycle among files, type imports and imports through an index.ts included', () => {
    const loops = [...report.fileCycles, ...report.fileCyclesThroughFaces].map((c) => c.join(' <-> '));
    expect(loops, `import cycles:\n${loops.join('\n')}`).toEqual([]);
  });

  it('has no loop among feature folders', () => {
    const loops = report.featureCycles.map((c) => c.join(' <-> '));
    expect(loops, `feature folders that import each other in a loop:\n${loops.join('\n')}`).toEqual([]);
  });

  it('keeps every route handler within 25 lines', () => {
    const long = longRouteHandlers(SERVER, 25).map((h) => `${h.at} (${h.lines} lines)`);
    expect(long, `route handlers over 25 lines:\n${long.join('\n')}`).toEqual([]);
  });
});
