import { freshService, photoForm, logoForm } from './fixtures';
import type { World } from '../access-matrix.world';
import { type Ctx, post, get, svc, type MatrixEntry } from './entry';

/** A report by A on P's service, filed straight into the console's queue (the public call is throttled). */
async function reportOnServiceP(w: World): Promise<Ctx> {
  const row = await w.server.db
    .insertInto('service_reports')
    .values({ quote_service_id: w.serviceP, user_id: w.actors.A.id, reason: 'scam' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { report: row.id };
}

/** Access matrix entries (see access-matrix.entries.ts): a pro's services and their parts. */
export const SERVICE_ENTRIES: Record<string, MatrixEntry> = {
  // Services and their parts (P).
  'GET /api/quote_services/edit/:file': { owner: 'P', call: (w) => get(svc(w)) },
  'POST /api/quote_services/edit/:file': { owner: 'P', call: (w) => post(svc(w), { display_name: '大安冷氣王' }), readBack: svc },
  'POST /api/quote_services/change_status/:action/:file': {
    owner: 'P',
    setup: freshService,
    call: (_w, c) => post(`/quote_services/change_status/archive/${c.service}.json`),
    readBack: (_w, c) => `/quote_services/edit/${c.service}.json`,
  },
  'POST /api/quote_services/delete/:file': {
    owner: 'P',
    setup: freshService,
    call: (_w, c) => post(`/quote_services/delete/${c.service}.json`),
    readBack: (_w, c) => `/quote_services/edit/${c.service}.json`,
  },
  'GET /api/quote_services/external_review_links/:file': { owner: 'P', call: (w) => get(`/quote_services/external_review_links/${w.serviceP}.json`) },
  'POST /api/quote_services/external_review_links/:file': {
    owner: 'P',
    call: (w) => post(`/quote_services/external_review_links/${w.serviceP}.json`, { external_review_links: [{ site_name: 'Google 地圖', url: 'https://maps.google.com/?cid=1' }] }),
    readBack: (w) => `/quote_services/external_review_links/${w.serviceP}.json`,
  },
  'POST /api/quote_services/onboard/:file': { owner: 'P', call: (w) => post(`/quote_services/onboard/${w.serviceP}.json`, { onboard_state: 2 }), readBack: svc },
  'POST /api/quote_service_faqs/add/:file': { owner: 'P', call: (w) => post(`/quote_service_faqs/add/${w.serviceP}.json`, { question: '可以刷卡嗎？', answer: '可以。' }), readBack: svc },
  'POST /api/quote_service_faqs/edit/:file': { owner: 'P', call: (w) => post(`/quote_service_faqs/edit/${w.faqP}.json`, { question: '多久到府？', answer: '一天內。' }), readBack: svc },
  'POST /api/quote_service_faqs/delete/:file': {
    owner: 'P',
    setup: async (w) => {
      const faqs = (await w.ok(w.actors.P, `/quote_service_faqs/add/${w.serviceP}.json`, { method: 'POST', json: { question: '要刪的？', answer: '是。' } }))
        .quote_service_faqs as { id: number }[];
      return { faq: faqs[faqs.length - 1]!.id };
    },
    call: (_w, c) => post(`/quote_service_faqs/delete/${c.faq}.json`),
    readBack: svc,
  },
  'POST /api/quote_service_faqs/reorder/:file': {
    owner: 'P',
    setup: async (w) => {
      const body = await w.ok(w.actors.P, `/quote_services/edit/${w.serviceP}.json`);
      const faqs = (body.quote_service as { QuoteServiceFaq: { id: number }[] }).QuoteServiceFaq.map((f) => f.id);
      return { ids: JSON.stringify(faqs.reverse()) };
    },
    call: (w, c) => post(`/quote_service_faqs/reorder/${w.serviceP}.json`, { ids: JSON.parse(String(c.ids)) }),
    readBack: svc,
  },
  'POST /api/quote_service_categories/add/:file': {
    owner: 'P',
    setup: freshService,
    call: (w, c) => post(`/quote_service_categories/add/${c.service}.json`, { quote_category_id: w.categoryId + 1 }),
    readBack: (_w, c) => `/quote_services/edit/${c.service}.json`,
    expect: { owner: [200, 400] },
  },
  'POST /api/quote_service_categories/delete/:file': {
    owner: 'P',
    setup: async (w) => {
      const { service } = await freshService(w);
      const row = await w.server.db.selectFrom('quote_service_categories').select('id').where('quote_service_id', '=', Number(service)).executeTakeFirstOrThrow();
      return { service: Number(service), setting: row.id };
    },
    call: (_w, c) => post(`/quote_service_categories/delete/${c.setting}.json`),
    readBack: (_w, c) => `/quote_services/edit/${c.service}.json`,
    // A service's only category cannot be removed: the owner reaches the rule, others do not.
    expect: { owner: [200, 400, 409] },
  },
  'GET /api/quote_service_categories/view/:file': { owner: 'P', call: (w) => get(`/quote_service_categories/view/${w.settingP}.json`) },
  'POST /api/quote_service_categories/edit/:file': {
    owner: 'P',
    call: (w) => post(`/quote_service_categories/edit/${w.settingP}.json`, { quote_job_preference: { answers: {} } }),
    readBack: (w) => `/quote_service_categories/view/${w.settingP}.json`,
  },
  'POST /api/quote_service_areas/edit/:file': {
    owner: 'P',
    call: (w) => post(`/quote_service_areas/edit/${w.serviceP}.json`, { areas: [{ city_id: w.cityId, district_id: null }] }),
    readBack: svc,
  },
  'GET /api/quote_service_areas/drawn/:file': { owner: 'P', call: (w) => get(`/quote_service_areas/drawn/${w.serviceP}.json`) },
  'POST /api/quote_service_areas/drawn/:file': {
    owner: 'P',
    call: (w) => post(`/quote_service_areas/drawn/${w.serviceP}.json`, { shape: 'radius', radius_km: 5, latitude: 25.0478, longitude: 121.517 }),
    readBack: (w) => `/quote_service_areas/drawn/${w.serviceP}.json`,
  },
  'GET /api/quote_services/base_address/:file': { owner: 'P', call: (w) => get(`/quote_services/base_address/${w.serviceP}.json`) },
  'POST /api/quote_services/base_address/:file': {
    owner: 'P',
    call: (w) => post(`/quote_services/base_address/${w.serviceP}.json`, { city_id: w.cityId, district_id: w.districtId, street: '市府路45號' }),
    readBack: (w) => `/quote_services/base_address/${w.serviceP}.json`,
  },
  'GET /api/quote_service_photos/index/:file': { owner: 'P', call: (w) => get(`/quote_service_photos/index/${w.serviceP}.json`) },
  'POST /api/quote_service_photos/add/:file': {
    owner: 'P',
    call: (w) => ({ method: 'POST', path: `/quote_service_photos/add/${w.serviceP}.json`, body: photoForm() }),
    readBack: (w) => `/quote_service_photos/index/${w.serviceP}.json`,
  },
  'POST /api/quote_service_photos/edit/:file': {
    owner: 'P',
    call: (w) => post(`/quote_service_photos/edit/${w.photoP}.json`, { caption: '施工前' }),
    readBack: (w) => `/quote_service_photos/index/${w.serviceP}.json`,
  },
  'POST /api/quote_service_photos/delete/:file': {
    owner: 'P',
    setup: async (w) => {
      const body = await w.ok(w.actors.P, `/quote_service_photos/add/${w.serviceP}.json`, { method: 'POST', body: photoForm() });
      const photos = body.quote_service_photos as { id: number }[];
      return { photo: photos[photos.length - 1]!.id };
    },
    call: (_w, c) => post(`/quote_service_photos/delete/${c.photo}.json`),
    readBack: (w) => `/quote_service_photos/index/${w.serviceP}.json`,
  },
  'POST /api/quote_service_photos/sort/:file': {
    owner: 'P',
    setup: async (w) => {
      const body = await w.ok(w.actors.P, `/quote_service_photos/index/${w.serviceP}.json`);
      return { ids: JSON.stringify((body.quote_service_photos as { id: number }[]).map((p) => p.id).reverse()) };
    },
    call: (w, c) => post(`/quote_service_photos/sort/${w.serviceP}.json`, { ids: JSON.parse(String(c.ids)) }),
    readBack: (w) => `/quote_service_photos/index/${w.serviceP}.json`,
  },
  'POST /api/quote_services/upload_logo/:file': {
    owner: 'P',
    call: (w) => ({ method: 'POST', path: `/quote_services/upload_logo/${w.serviceP}.json`, body: logoForm() }),
    readBack: (w) => `/quote_service_photos/index/${w.serviceP}.json`,
  },
  'POST /api/quote_services/delete_logo/:file': {
    owner: 'P',
    call: (w) => post(`/quote_services/delete_logo/${w.serviceP}.json`),
    readBack: (w) => `/quote_service_photos/index/${w.serviceP}.json`,
  },
  'POST /api/photos/like/:file': {
    owner: 'P',
    public: 'any signed-in user may like a public photo',
    call: (w) => post(`/photos/like/${w.photoP}.json`),
    expect: { guest: 403 },
  },
  'POST /api/photos/unlike/:file': {
    owner: 'P',
    public: 'any signed-in user may unlike (their own like of) a public photo',
    call: (w) => post(`/photos/unlike/${w.photoP}.json`),
    expect: { guest: 403 },
  },
  'POST /api/new/v1/services/report/:file': {
    owner: 'P',
    public: 'any signed-in user may report a public profile to the service reports queue',
    call: (w) => post(`/new/v1/services/report/${w.serviceP}.json`, { reason: 'fake' }),
    expect: { guest: 403 },
  },
  // The console's service reports queue (permission moderate_users): no marketplace session reaches it,
  // and the reported service is unchanged afterwards.
  'GET /api/ops/service_reports/index/*': {
    owner: 'P',
    call: () => get('/ops/service_reports/index/page:1.json?assigned=all'),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'GET /api/ops/service_reports/view/:file': {
    owner: 'P',
    setup: reportOnServiceP,
    call: (_w, c) => get(`/ops/service_reports/view/${c.report}.json`),
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/service_reports/dismiss/:file': {
    owner: 'P',
    setup: reportOnServiceP,
    call: (_w, c) => post(`/ops/service_reports/dismiss/${c.report}.json`, { reason: '查無實據' }),
    readBack: svc,
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/service_reports/hide/:file': {
    owner: 'P',
    setup: reportOnServiceP,
    call: (_w, c) => post(`/ops/service_reports/hide/${c.report}.json`, { reason: '可疑的收費方式' }),
    readBack: svc,
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
  'POST /api/ops/service_reports/unhide/:file': {
    owner: 'P',
    setup: reportOnServiceP,
    call: (_w, c) => post(`/ops/service_reports/unhide/${c.report}.json`, { reason: '已更正' }),
    readBack: svc,
    expect: { owner: 403, sameRole: 403, otherRole: 403 },
  },
};
