import { expect } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole } from '../../../domain/ops/operator-roles';
import type { FixedClock } from '../../adapters/clock';
import { dataCipherOf } from '../../lib/data-encryption';
import type { TestServer } from '../../test/harness';
import { addOperator } from './operator-add';
import { totpCodeAt } from './totp';

export const OPERATOR_PASSWORD = 'console-pass-2026';

let counter = 0;

/** A new operator of the role, with a known password, its TOTP secret and recovery codes. */
export async function createOperator(server: Pick<TestServer, 'db' | 'config'>, role: OperatorRole, name = '測試營運') {
  counter += 1;
  const email = `op${counter}-${Date.now()}@ops.example.tw`;
  const added = await addOperator(server.db, dataCipherOf(server.config), { email, role, name, password: OPERATOR_PASSWORD });
  return { ...added, password: OPERATOR_PASSWORD };
}

/** The `ops_session` cookie a login answer set, as a Cookie header. */
export function opsCookieOf(headers: Headers): string {
  const set = headers.getSetCookie().find((c) => c.startsWith('ops_session='));
  expect(set, 'the ops_session cookie').toBeDefined();
  return set!.split(';')[0]!;
}

/** A new operator of the role, signed in to the console with the TOTP code of the clock's time. */
export async function createSignedInOperator(server: TestServer, clock: FixedClock, role: OperatorRole) {
  const operator = await createOperator(server, role);
  const res = await server.api('/ops/login.json', {
    method: 'POST',
    json: { email: operator.email, password: operator.password, code: totpCodeAt(operator.totpSecret, clock.now()) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { operator, cookie: opsCookieOf(res.headers) };
}

/**
 * What every console queue's route test sets up: an operator of each role signed in (once, in the
 * caller's beforeAll: `signIn()`), the queue's calls by role under `/ops/{queue}/`, and the audit
 * entries written on one of its records. `server` is read lazily (the harness starts it in beforeAll).
 */
export function opsQueueFixture(server: () => TestServer, clock: FixedClock, queue: string) {
  const cookies = new Map<OperatorRole, string>();
  return {
    async signIn(roles: readonly OperatorRole[] = OPERATOR_ROLES) {
      for (const role of roles) cookies.set(role, (await createSignedInOperator(server(), clock, role)).cookie);
    },
    cookieOf: (role: OperatorRole) => cookies.get(role),
    /** GET the path, or POST `json` to it, as the role's operator. */
    call: (role: OperatorRole, path: string, json?: unknown) => server().api(`/ops/${queue}/${path}`, { method: json ? 'POST' : 'GET', json, cookie: cookies.get(role) }),
    /** The audit entries of one record of the queue, oldest first. */
    auditOf: (targetType: string, targetId: number) =>
      server()
        .db.selectFrom('operator_audit')
        .select(['action', 'target_type', 'before', 'after', 'reason'])
        .where('target_type', '=', targetType)
        .where('target_id', '=', String(targetId))
        .orderBy('id')
        .execute(),
  };
}
