import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkArchitecture } from '../test-support/import-graph';

const WEB = fileURLToPath(new URL('.', import.meta.url));

/**
 * Files allowed to reach into another feature's files: the API modules, whose types are being
 * moved to src/domain separately. Empty while none of them does.
 */
const DEEP_IMPORT_ALLOWLIST: readonly string[] = [];

// Type-only imports are left out of the file-level cycle check: the store's RootState names every
// slice's state and every thunk names RootState, a loop that exists only for the type checker.
const report = checkArchitecture(WEB, 'features', { ignoreTypeOnly: true });
const withTypes = checkArchitecture(WEB, 'features');

describe('the web code structure', () => {
  it('reaches other features only through their index.ts or shell.ts', () => {
    const deep = report.deepImports.filter((e) => !DEEP_IMPORT_ALLOWLIST.includes(e.from)).map((e) => `${e.from} -> ${e.to}`);
    expect(deep, `deep imports into another feature:\n${deep.join('\n')}`).toEqual([]);
  });

  it('has no import cycle among files', () => {
    const loops = report.fileCycles.map((c) => c.join(' <-> '));
    expect(loops, `import cycles:\n${loops.join('\n')}`).toEqual([]);
  });

  it('has no import cycle among feature folders, type imports included', () => {
    const loops = withTypes.featureCycles.map((c) => c.join(' <-> '));
    expect(loops, `feature cycles:\n${loops.join('\n')}`).toEqual([]);
  });
});
