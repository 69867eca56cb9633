import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, OpsPermission, operatorMay } from '../../../domain/ops/operator-roles';
import { FixedClock } from '../../adapters/clock';
import { createSignedInUser } from '../../test/factories';
import { type ApiInit, ENGINES, useTestServer } from '../../test/harness';
import { createSignedInOperator } from './ops.test-support';

describe.each(ENGINES)('free-credit events and referral rewards in the console on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T05:00:00Z');
  const server = useTestServer(engine, { clock });

  const eventId = async (code: string) => (await server.db.selectFrom('free_credit_events').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const eventRow = (id: number) => server.db.selectFrom('free_credit_events').select(['title', 'description', 'reward_amount', 'is_active']).where('id', '=', id).executeTakeFirstOrThrow();
  const settingsRow = () => server.db.selectFrom('referral_settings').select(['referrer_reward', 'referred_reward', 'is_active']).executeTakeFirstOrThrow();
  const auditOf = (operatorId: number) =>
    server.db.selectFrom('operator_audit').select(['action', 'target_type', 'target_id', 'before', 'after', 'created']).where('operator_id', '=', operatorId).where('action', '<>', 'login').orderBy('id').execute();

  /** The four calls, each valid as sent (the edits write what is there already). */
  const calls = async (): Promise<{ name: string; path: string; init: ApiInit }[]> => {
    const id = await eventId('verify_phone');
    const event = await eventRow(id);
    const settings = await settingsRow();
    return [
      { name: 'list events', path: '/ops/free_credit_events/index.json', init: {} },
      { name: 'edit event', path: `/ops/free_credit_events/edit/${id}.json`, init: { method: 'POST', json: { ...event, is_active: event.is_active ? 1 : 0 } } },
      { name: 'read referral settings', path: '/ops/referral_settings.json', init: {} },
      { name: 'save referral settings', path: '/ops/referral_settings.json', init: { method: 'POST', json: { ...settings, is_active: settings.is_active ? 1 : 0 } } },
    ];
  };

  it.each(OPERATOR_ROLES)('as %s: every call allowed exactly when the role may edit content', async (role) => {
    const { operator, cookie } = await createSignedInOperator(server, clock, role);
    const allowed = operatorMay(role, OpsPermission.EditContent);
    expect(allowed).toBe(role === 'admin' || role === 'support');
    for (const call of await calls()) {
      const res = await server.api(call.path, { ...call.init, cookie });
      if (allowed) {
        expect(res.status, `${call.name} ${JSON.stringify(res.body)}`).toBe(200);
      } else {
        expect(res.status, call.name).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'forbidden', message: '您的角色沒有這項操作的權限。' });
      }
    }
    expect((await auditOf(operator.id)).map((a) => a.action)).toEqual(allowed ? ['free_credit_event_edit', 'referral_settings_edit'] : []);
  });

  it('refuses a guest and a marketplace session with 403 invalid token, before the body is read, changing nothing', async () => {
    const { token } = await createSignedInUser(server.db);
    const id = await eventId('first_quote');
    const before = [await eventRow(id), await settingsRow()];
    const attempts: { path: string; init: ApiInit }[] = [
      ...(await calls()),
      { path: `/ops/free_credit_events/edit/${id}.json`, init: { method: 'POST', json: { title: '駭客', reward_amount: 5000, is_active: 1 } } },
      { path: '/ops/free_credit_events/edit/nonsense.json', init: { method: 'POST', json: {} } },
      { path: '/ops/referral_settings.json', init: { method: 'POST', json: { referrer_reward: 5000, referred_reward: 5000, is_active: 1 } } },
    ];
    for (const call of attempts) {
      for (const who of [{}, { token }, { cookie: `session_token=${token}` }]) {
        const res = await server.api(call.path, { ...call.init, ...who });
        expect(res.status, call.path).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
      }
    }
    expect([await eventRow(id), await settingsRow()]).toEqual(before);
  });

  it('records an event edit with the event before and after, at the time of the change', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'support');
    const id = await eventId('first_review');
    const res = await server.api(`/ops/free_credit_events/edit/${id}.json`, {
      method: 'POST',
      cookie,
      json: { title: '收到第一則評價', description: '請客戶在完成後留下評價', reward_amount: 120, is_active: 0 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.free_credit_event).toMatchObject({ id, code: 'first_review', title: '收到第一則評價', reward_amount: 120, is_active: 0 });
    expect(await eventRow(id)).toEqual({ title: '收到第一則評價', description: '請客戶在完成後留下評價', reward_amount: 120, is_active: false });
    const [entry, ...rest] = await auditOf(operator.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ action: 'free_credit_event_edit', target_type: 'free_credit_event', target_id: String(id), created: clock.now() });
    expect(entry!.before).toMatchObject({ id, code: 'first_review', reward_amount: 100, is_active: 1 });
    expect(entry!.after).toMatchObject({ id, code: 'first_review', title: '收到第一則評價', description: '請客戶在完成後留下評價', reward_amount: 120, is_active: 0 });
    const listed = await server.api('/ops/free_credit_events/index.json', { cookie });
    expect((listed.body.free_credit_events as { id: number; is_active: number }[]).find((e) => e.id === id)).toMatchObject({ is_active: 0 });
  });

  it('records a referral settings change with the settings before and after', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'admin');
    const before = await server.api('/ops/referral_settings.json', { cookie });
    expect(before.body.referral_settings).toEqual({ referrer_reward: 200, referred_reward: 100, is_active: 1 });
    const res = await server.api('/ops/referral_settings.json', { method: 'POST', cookie, json: { referrer_reward: 300, referred_reward: 50, is_active: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.referral_settings).toEqual({ referrer_reward: 300, referred_reward: 50, is_active: 0 });
    expect(await settingsRow()).toEqual({ referrer_reward: 300, referred_reward: 50, is_active: false });
    expect(await auditOf(operator.id)).toEqual([
      {
        action: 'referral_settings_edit',
        target_type: 'referral_settings',
        target_id: null,
        before: { referrer_reward: 200, referred_reward: 100, is_active: 1 },
        after: { referrer_reward: 300, referred_reward: 50, is_active: 0 },
        created: clock.now(),
      },
    ]);
  });

  it('writes nothing and records nothing for a bad edit or an unknown event', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'support');
    const id = await eventId('complete_profile');
    const before = await eventRow(id);
    const bad = await server.api(`/ops/free_credit_events/edit/${id}.json`, { method: 'POST', cookie, json: { title: '', reward_amount: 0, is_active: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('title：請填寫任務名稱');
    const missing = await server.api('/ops/free_credit_events/edit/99999.json', { method: 'POST', cookie, json: { title: '好', reward_amount: 5, is_active: 0 } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBeTruthy();
    const badSettings = await server.api('/ops/referral_settings.json', { method: 'POST', cookie, json: { referrer_reward: -5, referred_reward: 100, is_active: 1 } });
    expect(badSettings.status).toBe(400);
    expect(badSettings.body.message).toContain('referrer_reward：推薦人獎勵不可小於 0');
    expect(await eventRow(id)).toEqual(before);
    expect(await auditOf(operator.id)).toEqual([]);
  });

  it('no longer answers the old /admin paths, to anyone', async () => {
    const { token } = await createSignedInUser(server.db);
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    const id = await eventId('verify_phone');
    for (const who of [{}, { token }, { cookie }]) {
      expect((await server.api('/admin/free_credit_events/index.json', who)).status).toBe(404);
      expect((await server.api(`/admin/free_credit_events/edit/${id}.json`, { method: 'POST', json: { title: '好', reward_amount: 5, is_active: 1 }, ...who })).status).toBe(404);
      expect((await server.api('/admin/referral_settings.json', who)).status).toBe(404);
      expect((await server.api('/admin/referral_settings.json', { method: 'POST', json: { referrer_reward: 1, referred_reward: 1, is_active: 1 }, ...who })).status).toBe(404);
    }
  });
});
