import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { OPS_AUDIT_PAGE_SIZE } from '../../../domain/ops/operator-roles';
import { FixedClock } from '../../adapters/clock';
import { ENGINES, useTestServer } from '../../test/harness';
import { recordAudit } from './audit.repository';
import { createSignedInOperator } from './ops.test-support';

type Entry = { id: number; operator: { id: number; role: string }; action: string; target_type: string; target_id: string | null; reason: string | null; created: string };

describe.each(ENGINES)('the audit log on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T05:00:00Z');
  const server = useTestServer(engine, { clock });

  const page = async (cookie: string, n: number, query = '') => {
    const res = await server.api(`/ops/audit/index/page:${n}.json${query}`, { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { audit_entries: Entry[]; page: number; total_pages: number; count: number };
  };

  it('pages newest first and filters by operator, action, target and Taipei days', async () => {
    const reader = await createSignedInOperator(server, clock, 'support');
    const actor = await createSignedInOperator(server, clock, 'finance');
    const by = { operator: { id: actor.operator.id, email: actor.operator.email, full_name: '', role: 'finance' as const }, now: clock.now(), ip: '10.0.0.1', userAgent: 'test' };
    // 60 entries of the actor: three targets, on two Taipei days (the 27th, then the 28th after 00:00+08:00).
    await server.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 60; i += 1) {
        await recordAudit(trx, { by, action: i % 2 === 0 ? 'test_even' : 'test_odd', targetType: 'user', targetId: i % 3, reason: `r${i}` });
      }
    });

    const mine = `?operator_id=${actor.operator.id}`;
    const first = await page(reader.cookie, 1, mine);
    // 60 recorded here and the actor's own login.
    expect(first.count).toBe(61);
    expect(first.total_pages).toBe(2);
    expect(first.audit_entries).toHaveLength(OPS_AUDIT_PAGE_SIZE);
    expect(first.audit_entries[0]).toMatchObject({ action: 'test_odd', reason: 'r59', target_type: 'user', target_id: '2', operator: { id: actor.operator.id, role: 'finance' } });
    const ids = first.audit_entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await page(reader.cookie, 2, mine);
    expect(second.audit_entries.map((e) => e.action)).toContain('login');
    expect(second.audit_entries).toHaveLength(11);
    expect(Math.min(...ids)).toBeGreaterThan(Math.max(...second.audit_entries.map((e) => e.id)));

    expect((await page(reader.cookie, 1, `${mine}&action=test_even`)).count).toBe(30);
    expect((await page(reader.cookie, 1, `${mine}&action=test_even&target_type=user&target_id=0`)).count).toBe(10);
    expect((await page(reader.cookie, 1, `${mine}&from=2026-11-27&to=2026-11-27`)).count).toBe(61);
    expect((await page(reader.cookie, 1, `${mine}&from=2026-11-28`)).count).toBe(0);
    expect((await page(reader.cookie, 1, `${mine}&to=2026-11-26`)).count).toBe(0);
    expect((await page(reader.cookie, 3, mine)).audit_entries).toEqual([]);
  });

  it('counts the day by Taipei time', async () => {
    const reader = await createSignedInOperator(server, clock, 'admin');
    // 16:30 UTC on the 27th is 00:30 on the 28th in Taipei.
    clock.set('2026-11-27T16:30:00Z');
    const late = await createSignedInOperator(server, clock, 'support');
    clock.set('2026-11-27T05:00:00Z');
    const only = `?operator_id=${late.operator.id}`;
    expect((await page(reader.cookie, 1, `${only}&from=2026-11-28&to=2026-11-28`)).count).toBe(1);
    expect((await page(reader.cookie, 1, `${only}&to=2026-11-27`)).count).toBe(0);
  });

  it('refuses bad pages and filters', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    for (const path of ['page:0.json', 'page:x.json', 'page:1.json?from=27-11-2026', 'page:1.json?operator_id=-1']) {
      expect((await server.api(`/ops/audit/index/${path}`, { cookie })).status, path).toBe(400);
    }
  });

  it('cannot be changed or deleted, even by the database owner', async () => {
    const { operator } = await createSignedInOperator(server, clock, 'admin');
    await expect(server.db.updateTable('operator_audit').set({ reason: 'changed' }).where('operator_id', '=', operator.id).execute()).rejects.toThrow(/append-only/);
    await expect(server.db.deleteFrom('operator_audit').where('operator_id', '=', operator.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate operator_audit`.execute(server.db)).rejects.toThrow(/append-only/);
    expect(await server.db.selectFrom('operator_audit').select(['action', 'reason']).where('operator_id', '=', operator.id).execute()).toEqual([{ action: 'login', reason: null }]);
  });
});
