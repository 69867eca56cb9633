import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/clock';
import { ENGINES, useTestServer } from '../../test/harness';
import { createUserWithPassword } from '../../test/factories';
import { createSignedInOperator } from './ops.test-support';

type Row = { id: number; user_id: number; username: string; decision: string; score: number | null; provider_state: string | null; created: string };

describe.each(ENGINES)('the console list of risk decisions at login on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T06:00:00Z');
  const server = useTestServer(engine, { clock });

  const seed = async (userId: number, decision: 'allow' | 'step_up' | 'refuse', score: number) =>
    server.db
      .insertInto('login_risk_checks')
      .values({ user_id: userId, decision, score, provider_state: decision === 'refuse' ? 'DECLINE' : 'APPROVE', provider_id: null, ip: '203.0.113.9', device_id: 'd1', error: null })
      .execute();

  it('lists decisions newest first with the account, filters by decision, and audits the read', async () => {
    const user = await createUserWithPassword(server);
    await seed(user.id, 'allow', 10);
    await seed(user.id, 'refuse', 91.5);
    const { cookie, operator } = await createSignedInOperator(server, clock, 'support');

    const all = await server.api('/ops/login_risk.json', { cookie });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const mine = (all.body.checks as Row[]).filter((r) => r.user_id === user.id);
    expect(mine.map((r) => [r.decision, r.score, r.username])).toEqual([
      ['refuse', 91.5, user.username],
      ['allow', 10, user.username],
    ]);
    expect(mine[0]!.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const refused = await server.api('/ops/login_risk.json?decision=refuse', { cookie });
    expect((refused.body.checks as Row[]).every((r) => r.decision === 'refuse')).toBe(true);
    const older = await server.api(`/ops/login_risk.json?before=${mine[0]!.id}`, { cookie });
    expect((older.body.checks as Row[]).some((r) => r.id === mine[0]!.id)).toBe(false);

    const audit = await server.db.selectFrom('operator_audit').select('action').where('operator_id', '=', operator.id).where('action', '=', 'login_risk_list').execute();
    expect(audit).toHaveLength(3);
  });

  it('refuses a caller without a console session', async () => {
    const res = await server.api('/ops/login_risk.json');
    expect(res.status).toBe(403);
    expect(res.body.checks).toBeUndefined();
  });
});
