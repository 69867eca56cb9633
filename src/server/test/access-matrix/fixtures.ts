import { newLinkHash } from '../../features/requests';
import { sendQuote } from '../factories';
import type { World } from '../access-matrix.world';
import type { Ctx } from './entry';

// Set-up helpers for entries that change or remove their object.
export async function freshRequest(w: World, userId = w.actors.A.id): Promise<number> {
  const row = await w.server.db
    .insertInto('quote_requests')
    .values({ user_id: userId, quote_category_id: w.categoryId, city_id: w.cityId, district_id: w.districtId, hash_digest: newLinkHash().digest })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
export async function freshBid(w: World, options: { sent?: boolean } = {}): Promise<Ctx> {
  const requestId = await freshRequest(w);
  const row = await w.server.db
    .insertInto('quote_bids')
    .values({ quote_request_id: requestId, quote_service_id: w.serviceP, user_id: w.actors.P.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.sent) await sendQuote(w.server.db, row.id, { type: 'flat', amount: 1800 });
  return { request: requestId, bid: row.id };
}
export async function freshService(w: World): Promise<Ctx> {
  const row = await w.server.db
    .insertInto('quote_services')
    .values({ user_id: w.actors.P.id, slug: `am-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, title: '第二項服務' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await w.server.db.insertInto('quote_service_categories').values({ quote_service_id: row.id, quote_category_id: w.categoryId }).execute();
  return { service: row.id };
}
export async function freshCertificate(w: World): Promise<Ctx> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ type: 'license', name: '冷凍空調技術士', reference_identity: '987-654321' })) form.append(k, v);
  form.append('documents', new Blob([PNG_1X1], { type: 'image/png' }), '證照.png');
  const body = await w.ok(w.actors.P, '/new/v1/cert_certificates/add.json', { method: 'POST', body: form });
  return { cert: (body.service_certificate as { service_certificate_id: number }).service_certificate_id };
}
export const PNG_1X1 = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
export const photoForm = () => {
  const form = new FormData();
  form.append('photo', new Blob([PNG_1X1], { type: 'image/png' }), 'x.png');
  return form;
};
export const logoForm = () => {
  const form = new FormData();
  form.append('logo', new Blob([PNG_1X1], { type: 'image/png' }), 'logo.png');
  return form;
};
export const key = () => `am-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/** P's charge application (one per user: made by the first entry that needs it, then reused; console calls leave it pending). */
export async function chargeApplicationOfP(w: World): Promise<Ctx> {
  const existing = await w.server.db.selectFrom('charge_applications').select('id').where('user_id', '=', w.actors.P.id).executeTakeFirst();
  const document = await w.server.db
    .selectFrom('charge_application_documents')
    .select('id')
    .where('user_id', '=', w.actors.P.id)
    .orderBy('id')
    .executeTakeFirst();
  if (existing && document) return { application: existing.id, document: document.id };
  const user = await w.server.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', w.actors.P.id).executeTakeFirstOrThrow();
  const form = new FormData();
  const fields = { type: 'personal', real_id: 'A123456789', bank_code: '700', bank_branch: '0021', bank_account: '00012345678901', holder_name: `${user.last_name ?? ''}${user.first_name ?? ''}` };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('documents', new Blob([PNG_1X1], { type: 'image/png' }), '存摺封面.png');
  const body = await w.ok(w.actors.P, '/new/v1/charge_applications/add.json', { method: 'POST', body: form });
  const application = body.charge_application as { charge_application_id: number; documents: { id: number }[] };
  return { application: application.charge_application_id, document: application.documents[0]!.id };
}
