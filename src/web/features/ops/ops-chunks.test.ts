import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../../test-support/import-graph';
import { screenKeyForPath } from '../../routes/route-chunks';

const WEB = fileURLToPath(new URL('../..', import.meta.url));
const OPS = /^features[\\/]ops[\\/]/;

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
    for (const path of ['/', '/login', '/dashboard/credit', '/dashboard/requests']) expect(screenKeyForPath(path)).not.toMatch(/features\/ops\//);
  });
});
