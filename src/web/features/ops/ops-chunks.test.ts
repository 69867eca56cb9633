import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../../test-support/import-graph';
import { screenKeyForPath } from '../../routes/route-chunks';
import { DASHBOARD_PLACEHOLDER_MODULE, DASHBOARD_SCREEN_MODULES, PUBLIC_PLACEHOLDER_MODULE, PUBLIC_SCREEN_MODULES } from '../../routes/screen-modules';

const WEB = fileURLToPath(new URL('../..', import.meta.url));
const OPS = /^features[\\/]ops[\\/]/;
/** An import of the chart library (its code or its stylesheet), static or lazy. */
const CHART_LIBRARY = /(from\s+|import\s*\(\s*|import\s+)['"]uplot(\/[^'"]*)?['"]/;

/** Every file a page loads with a root file, following static imports (a lazy `import()` is another chunk). */
function loadedWith(roots: string[], edges: { from: string; to: string; dynamic: boolean }[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const e of edges) if (e.from === file && !e.dynamic) queue.push(e.to);
  }
  return seen;
}

describe("the console's code", () => {
  it('is imported by nothing outside the console (its screens are reached only as lazy chunks)', () => {
    const { edges } = importGraph(WEB);
    const intoOps = edges.filter((e) => OPS.test(e.to) && !OPS.test(e.from)).map((e) => `${e.from} -> ${e.to}`);
    expect(intoOps).toEqual([]);
  });

  it('gives each /ops path its own screen module, and no marketplace path one of them', () => {
    expect(screenKeyForPath('/ops/login')).toBe('src/web/features/ops/ops-login-screen.tsx');
    expect(screenKeyForPath('/ops')).toBe('src/web/features/ops/ops-home-screen.tsx');
    expect(screenKeyForPath('/ops/audit')).toBe('src/web/features/ops/ops-audit-screen.tsx');
    expect(screenKeyForPath('/ops/wallet-adjustments')).toBe('src/web/features/ops/ops-wallet-adjustments-screen.tsx');
    expect(screenKeyForPath('/ops/contact-messages')).toBe('src/web/features/ops/ops-contact-messages-screen.tsx');
    expect(screenKeyForPath('/ops/contact-messages/12')).toBe('src/web/features/ops/ops-contact-message-screen.tsx');
    expect(screenKeyForPath('/ops/jobs')).toBe('src/web/features/ops/ops-jobs-screen.tsx');
    for (const path of ['/', '/login', '/dashboard/credit', '/dashboard/requests']) expect(screenKeyForPath(path)).not.toMatch(/features\/ops\//);
  });

  it('keeps the chart library in the console: imported only there, and loaded by no public or dashboard page', () => {
    const { files, edges } = importGraph(WEB);
    const chartFiles = files.filter((f) => CHART_LIBRARY.test(readFileSync(join(WEB, f), 'utf8')));
    expect(chartFiles.length).toBeGreaterThan(0);
    expect(chartFiles.filter((f) => !OPS.test(f))).toEqual([]);
    const marketplaceScreens = [...Object.values(PUBLIC_SCREEN_MODULES), ...Object.values(DASHBOARD_SCREEN_MODULES), PUBLIC_PLACEHOLDER_MODULE, DASHBOARD_PLACEHOLDER_MODULE];
    const roots = ['main.tsx', 'server-render.tsx', 'app.tsx', ...marketplaceScreens.map((m) => join(m.file))];
    for (const root of roots) expect(files, root).toContain(root);
    const loaded = loadedWith(roots, edges);
    expect(chartFiles.filter((f) => loaded.has(f))).toEqual([]);
    expect([...loaded].filter((f) => OPS.test(f))).toEqual([]);
  });
});
