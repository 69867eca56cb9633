import { afterAll, beforeAll } from 'vitest';
import type { Certificate as CertificateResponse } from '../../../domain/certificates/certificates.contract';
import type { Engine } from '../../db/connection';
import { createProWithService, createSignedInUser, findCategory, findPlace } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

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

/** A test server of one engine for the suite, with a pro maker and the certificate calls. */
export function certificatesSuite(engine: Engine) {
  let current: { server: TestServer; airconId: number; cityId: number } | undefined;
  beforeAll(async () => {
    const server = await startTestServer(engine);
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
    fetchFile: (url: string, token?: string) => fetch(`${ready().server.baseUrl}${url}`, { headers: token ? { 'x-session-token': token } : {} }),
    /** A signed-in operator. */
    async operator() {
      const { db } = ready().server;
      const signed = await createSignedInUser(db);
      await db.updateTable('users').set({ is_operator: true }).where('id', '=', signed.user.id).execute();
      return signed;
    },
    approve: (token: string, id: number) => api(`/admin/certificates/approve/${id}.json`, { method: 'POST', token }),
    reject: (token: string, id: number, reason?: string) =>
      api(`/admin/certificates/reject/${id}.json`, { method: 'POST', token, json: reason === undefined ? {} : { reason } }),
  };
}
