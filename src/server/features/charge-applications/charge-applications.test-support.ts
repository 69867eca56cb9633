import { afterAll, beforeAll } from 'vitest';
import type { ChargeApplication } from '../../../domain/charge-applications/charge-applications.contract';
import type { OperatorRole } from '../../../domain/ops/operator-roles';
import { FixedClock } from '../../adapters/clock';
import type { Engine } from '../../db/connection';
import { createSignedInUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { PDF, PNG } from '../certificates/certificates.test-support';
import { createSignedInOperator } from '../ops/ops.test-support';

/** Tests only: the set-up and calls shared by the charge application API tests. */

/** A person named 王小明 (the factories' default name) with a valid national ID and a post office account. */
export const personal = { type: 'personal', real_id: 'A123456789', bank_code: '700', bank_branch: '0021', bank_account: '00012345678901', holder_name: '王小明' };
export const company = { type: 'company', unified_number: '22099131', company_name: '好師傅有限公司', bank_code: '808', bank_branch: '0012', bank_account: '1234567890123', holder_name: '好師傅有限公司' };

export const appOf = (res: { body: Record<string, unknown> }) => res.body.charge_application as ChargeApplication;

type Files = [Buffer, string][];

export function form(fields: Record<string, string>, files: Files = [[PNG, '身分證正面.png'], [PDF, '存摺封面.pdf']]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [bytes, name] of files) body.append('documents', new Blob([new Uint8Array(bytes)]), name);
  return body;
}

/** A test server of one engine with a pinned clock (operators' TOTP codes), a pro maker and the calls. */
export function chargeApplicationsSuite(engine: Engine) {
  let server: TestServer | undefined;
  const clock = new FixedClock();
  beforeAll(async () => {
    server = await startTestServer(engine, { clock });
  });
  afterAll(() => server?.close());
  const ready = () => {
    if (!server) throw new Error('the test server is not started');
    return server;
  };
  const api: TestServer['api'] = (path, init) => ready().api(path, init);
  return {
    get server(): TestServer {
      return ready();
    },
    newPro: () => createSignedInUser(ready().db, { signupRole: 'pro' }),
    add: (token: string, fields: Record<string, string>, files?: Files) =>
      api('/new/v1/charge_applications/add.json', { method: 'POST', token, body: form(fields, files) }),
    index: (token: string) => api('/new/v1/charge_applications/index.json', { token }),
    operator: (role: OperatorRole = 'trust_safety') => createSignedInOperator(ready(), clock, role),
    list: (cookie: string, query = '', page = 1) => api(`/ops/charge_applications/index/page:${page}.json${query ? `?${query}` : ''}`, { cookie }),
    review: (cookie: string, id: number) => api(`/ops/charge_applications/view/${id}.json`, { cookie }),
    approve: (cookie: string, id: number) => api(`/ops/charge_applications/approve/${id}.json`, { method: 'POST', cookie }),
    reject: (cookie: string, id: number, reason?: string) =>
      api(`/ops/charge_applications/reject/${id}.json`, { method: 'POST', cookie, json: reason === undefined ? {} : { reason } }),
  };
}
