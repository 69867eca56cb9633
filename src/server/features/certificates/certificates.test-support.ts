import { afterAll, beforeAll } from 'vitest';
import type { Certificate as CertificateResponse } from '../../../domain/certificates/certificates.contract';
import type { OperatorRole } from '../../../domain/ops/operator-roles';
import { FixedClock } from '../../adapters/clock';
import type { Engine } from '../../db/connection';
import { createProWithService, findCategory, findPlace } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { createSignedInOperator } from '../ops/ops.test-support';

/** Tests only: the set-up and calls shared by the certificate API tests. */

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
export const TEXT = Buffer.from('just some text, not an image');

export const license = { type: 'license', name: '甲級室內配線技術士', reference_identity: '123-456789' };
export const certOf = (res: { body: Record<string, unknown> }) => res.body.service_certificate as CertificateResponse;

type Fields = Record<string, string>;
type Files = [Buffer, string][];

export function form(fields: Fields, files: Files = [[PNG, '證照正面.png']]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [bytes, name] of files) body.append('documents', new Blob([new Uint8Array(bytes)]), name);
  return body;
}

/**
 * A test server of one engine for the suite, with a pro maker, console operators and the
 * certificate calls. The app's clock is pinned (at the time the suite starts) so an operator's
 * TOTP code is the server's.
 */
export function certificatesSuite(engine: Engine) {
  let current: { server: TestServer; airconId: number; cityId: number } | undefined;
  const clock = new FixedClock();
  beforeAll(async () => {
    const server = await startTestServer(engine, { clock });
    const aircon = await findCategory(server.db, 'aircon-installation');
    const { cityId } = await findPlace(server.db, '臺北市', '大安區');
    current = { server, airconId: aircon.id, cityId };
  });
  afterAll(() => current?.server.close());
  const ready = () => {
    if (!current) throw new Error('the test server is not started');
    return current;
  };
  const api: TestServer['api'] = (path, init) => ready().server.api(path, init);

  return {
    get server(): TestServer {
      return ready().server;
    },
    /** A pro offering air-con installation in Taipei. */
    newPro: () => {
      const { server, airconId, cityId } = ready();
      return createProWithService(server.db, { categoryIds: [airconId], areas: [{ cityId, districtId: null }] });
    },
    add: (token: string, fields: Fields, files?: Files) => api('/new/v1/cert_certificates/add.json', { method: 'POST', token, body: form(fields, files) }),
    edit: (token: string, id: number, fields: Fields, files: Files = []) =>
      api(`/new/v1/cert_certificates/edit/${id}.json`, { method: 'POST', token, body: form(fields, files) }),
    withdraw: (token: string, id: number) => api(`/new/v1/cert_certificates/withdraw/${id}.json`, { method: 'POST', token }),
    view: (token: string, id: number) => api(`/new/v1/cert_certificates/view/${id}.json`, { token }),
    /** A document by its URL, as its owner (a session token), a console operator (a cookie) or a guest. */
    fetchFile: (url: string, who?: string | { cookie: string }) =>
      fetch(`${ready().server.baseUrl}${url}`, {
        headers: who === undefined ? {} : typeof who === 'string' ? { 'x-session-token': who } : { cookie: who.cookie },
      }),
    clock,
    /** A console operator of the role (trust_safety by default), signed in: pass `cookie` to the console calls. */
    operator: (role: OperatorRole = 'trust_safety') => createSignedInOperator(ready().server, clock, role),
    list: (cookie: string, query = '', page = 1) => api(`/ops/certificates/index/page:${page}.json${query ? `?${query}` : ''}`, { cookie }),
    review: (cookie: string, id: number) => api(`/ops/certificates/view/${id}.json`, { cookie }),
    approve: (cookie: string, id: number) => api(`/ops/certificates/approve/${id}.json`, { method: 'POST', cookie }),
    reject: (cookie: string, id: number, reason?: string) =>
      api(`/ops/certificates/reject/${id}.json`, { method: 'POST', cookie, json: reason === undefined ? {} : { reason } }),
  };
}
