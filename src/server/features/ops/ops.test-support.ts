import { expect } from 'vitest';
import type { OperatorRole } from '../../../domain/ops/operator-roles';
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
