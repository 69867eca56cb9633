import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, operatorMay, type OpsPermissionId } from '../../../domain/ops/operator-roles';
import { FixedClock } from '../../adapters/clock';
import { createSignedInUser, createUser } from '../../test/factories';
import { ENGINES, type ApiInit, useTestServer } from '../../test/harness';
import { createSignedInOperator } from './ops.test-support';

/** Every console call, the permission it needs (none: any signed-in operator) and a valid request. */
const CALLS: { name: string; permission: OpsPermissionId | null; path: string; init: (userId: number) => ApiInit }[] = [
  { name: 'me', permission: null, path: '/ops/me.json', init: () => ({}) },
  { name: 'audit log', permission: 'read_audit', path: '/ops/audit/index/page:1.json', init: () => ({}) },
  { name: 'audit log filtered', permission: 'read_audit', path: '/ops/audit/index/page:1.json?action=login', init: () => ({}) },
  {
    name: 'wallet adjustment',
    permission: 'adjust_wallets',
    path: '/ops/wallet_adjustments/add.json',
    init: (userId) => ({ method: 'POST', json: { user_id: userId, amount: 10, reason: '補償系統錯誤' } }),
  },
  { name: 'logout', permission: null, path: '/ops/logout.json', init: () => ({ method: 'POST' }) },
];

describe.each(ENGINES)('operator console roles on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T03:00:00Z');
  const server = useTestServer(engine, { clock });

  describe.each(OPERATOR_ROLES)('as %s', (role) => {
    it.each(CALLS)('$name: allowed exactly when the role has the permission', async (call) => {
      const { cookie } = await createSignedInOperator(server, clock, role);
      const user = await createUser(server.db);
      const res = await server.api(call.path, { ...call.init(user.id), cookie });
      if (call.permission === null || operatorMay(role, call.permission)) {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.status).toBe('Success');
      } else {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'forbidden', message: '您的角色沒有這項操作的權限。' });
      }
    });
  });

  it.each(CALLS)('$name: 403 invalid token for a guest and a marketplace session', async (call) => {
    const { token } = await createSignedInUser(server.db);
    const target = await createUser(server.db);
    for (const who of [{}, { token }, { cookie: `session_token=${token}` }]) {
      const res = await server.api(call.path, { ...call.init(target.id), ...who });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
    }
    expect(await server.db.selectFrom('wallet_entries').select('id').where('user_id', '=', target.id).execute()).toEqual([]);
  });

  it('refuses a role without the permission before reading the body', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'support');
    const res = await server.api('/ops/wallet_adjustments/add.json', { method: 'POST', json: { user_id: 'x' }, cookie });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('forbidden');
  });
});
