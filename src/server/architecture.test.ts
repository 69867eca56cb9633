import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkArchitecture } from '../test-support/import-graph';

const SERVER = fileURLToPath(new URL('.', import.meta.url));

/**
 * The imports between feature folders that today close a loop (bids, matching, messages,
 * payments, requests). Too large to break at once: no edge may join it, and an edge that
 * no longer closes a loop leaves this list.
 */
const FEATURE_LOOP_ALLOWLIST: readonly string[] = [
  'bids>requests',
  'messages>bids',
  'messages>requests',
];

// Test files and test support (`*.test.ts`, `*.test-support.ts`, `test/`) are left out: a test may
// reach into its own and other features' fixtures.
const report = checkArchitecture(SERVER, 'features');

/** The `from>to` feature imports whose two ends sit in the same loop. */
function edgesInLoops(): string[] {
  const loopOf = new Map<string, number>();
  report.featureCycles.forEach((loop, i) => {
    for (const feature of loop) loopOf.set(feature, i);
  });
  return report.featureEdges.filter((edge) => {
    const [from = '', to = ''] = edge.split('>');
    return loopOf.has(from) && loopOf.get(from) === loopOf.get(to);
  });
}

describe('the server code structure', () => {
  it('reaches a feature from outside only through its index.ts', () => {
    const deep = report.deepImports.map((e) => `${e.from} -> ${e.to}`);
    expect(deep, `deep imports into another feature:\n${deep.join('\n')}`).toEqual([]);
  });

  it('has no import cycle among files, counting an import from an index as one of the file holding the name', () => {
    const loops = report.fileCyclesThroughFaces.map((c) => c.join(' <-> '));
    expect(loops, `import cycles:\n${loops.join('\n')}`).toEqual([]);
  });

  it('adds no import between feature folders to a loop', () => {
    const inLoops = edgesInLoops();
    const added = inLoops.filter((edge) => !FEATURE_LOOP_ALLOWLIST.includes(edge));
    const loops = report.featureCycles.map((c) => c.join(' <-> ')).join('\n');
    expect(added, `feature imports that close a new loop:\n${added.join('\n')}\nloops:\n${loops}`).toEqual([]);
    const gone = FEATURE_LOOP_ALLOWLIST.filter((edge) => !inLoops.includes(edge));
    expect(gone, `no longer in a loop, remove from FEATURE_LOOP_ALLOWLIST:\n${gone.join('\n')}`).toEqual([]);
  });
});
