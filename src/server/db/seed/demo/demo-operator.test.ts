import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/clock';
import { totpCodeAt } from '../../../features/ops';
import { dataCipherOf } from '../../../lib/data-encryption';
import { ENGINES, useTestServer } from '../../../test/harness';
import { DEMO_OPERATOR, seedDemoOperator } from './demo-operator';

describe.each(ENGINES)('the demo console operator on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T06:00:00Z');
  const server = useTestServer(engine, { clock });

  it('is added once, as an admin who signs in with the published password and TOTP secret', async () => {
    const cipher = dataCipherOf(server.config);
    expect(await seedDemoOperator(server.db, cipher)).toBe(true);
    expect(await seedDemoOperator(server.db, cipher)).toBe(false);
    const res = await server.api('/ops/login.json', {
      method: 'POST',
      json: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password, code: totpCodeAt(DEMO_OPERATOR.totpSecret, clock.now()) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ operator: { email: DEMO_OPERATOR.email, role: 'admin' } });
  });
});
