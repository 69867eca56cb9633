import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../features/media/media.test-support';
import { createConsumer, createProWithService, findCategory, findPlace } from './factories';
import { ACCESS_MATRIX, ROUTES_WITHOUT_IDS } from './access-matrix.entries';
import { type Actor, buildWorld, type World } from './access-matrix.world';
import { changedTables, type Snapshot, snapshotQuery, watchWrites } from './db-snapshot';
import { ENGINES, type TestServer } from './harness';
import { type RegisteredRoute, startServerWithRoutes } from './route-table';

/**
 * The bad-input sweep: every POST route under the API, from the same route table as the access
 * matrix, gets missing, empty, oversized, wrongly typed, negative, far-future and
 * injection-shaped values in each of its fields (and in its path id), as a consumer, a pro and
 * (where the route lets guests in) a guest. No answer may be a 5xx; every 400 is the error
 * envelope with a zh-TW message naming a field; and a refused call writes nothing.
 * See docs/testing.md, "Bad-input sweep".
 */

/** POST routes left out of the sweep, with the reason. */
const NOT_SWEPT: Record<string, string> = {
  'POST /api/new/v1/ecpay/notify': 'gateway callback: answers in ECPay’s own text format after the MAC check (ecpay tests)',
  'POST /api/new/v1/ecpay/payment_info': 'gateway callback: answers in ECPay’s own text format after the MAC check (ecpay tests)',
  'POST /api/new/v1/tap_pay/three_domain_secure/notify': 'gateway callback: answers TapPay, not a user (card tests)',
  'POST /api/new/v1/third_party_payments/ecpay/notify': 'gateway callback: answers in ECPay’s own text format after the MAC check (safety-payments-pay tests)',
  'POST /api/new/v1/third_party_payments/ecpay/payment_info': 'gateway callback: answers in ECPay’s own text format after the MAC check (safety-payments-pay tests)',
  'POST /api/new/v1/third_party_payments/card/notify': 'gateway callback: answers the card gateway, not a user (safety-payments-pay tests)',
};

/** Routes that end or change the caller's account or session: swept with throwaway users. */
const ACCOUNT_CHANGING = new Set([
  'POST /api/users/delete.json',
  'POST /api/users/logout.json',
  'POST /api/users/change_password.json',
  'POST /api/new/v1/users/edit_email',
  'POST /api/user/edit_profile.json',
  'POST /api/user/change_settings.json',
]);

/** Fields not reported by an empty body's 400 (optional ones) that are worth a sweep. */
const EXTRA_FIELDS: Record<string, string[]> = {
  'POST /api/quote_requests/search_add.json': ['quote_category_id', 'city', 'district', 'description'],
  'POST /api/quote_services/add.json': ['display_name', 'quote_category_id'],
  'POST /api/users/invoice_settings.json': ['invoice_type', 'business_number', 'carrier_number'],
  'POST /api/user/edit_profile.json': ['first_name', 'last_name', 'username'],
  'POST /api/users/login.json': ['email', 'password'],
  'POST /api/users/sign_up.json': ['email', 'password', 'first_name'],
  'POST /api/users/refer.json': ['email'],
};

const HUGE = 'x'.repeat(100_000);
/** Values for a body field, each sent in place of the field's valid value (or alone). */
const BAD_VALUES: [string, unknown][] = [
  ['empty string', ''],
  ['100,000 characters', HUGE],
  ['an object for a string', { a: 1 }],
  ['an array for a number', [1]],
  ['a negative number', -1],
  ['year 9999', '9999-12-31 23:59:59'],
  ['SQL-shaped', "' OR 1=1 --"],
  ['HTML', '<script>alert(1)</script>'],
  ['an operator object', { $gt: '' }],
  ['a path', '../../etc/passwd'],
  ['a NUL byte', 'a\u0000b'],
  ['a huge number', 1e300],
];
/** Values for an id in the path. */
const BAD_PATH_IDS = ['0', '-1', '99999999999', '2147483648', '1.5', "1' OR '1'='1", '%00', '..%2F..%2Fetc%2Fpasswd', 'abc', '%E0%A4%A'];

const CJK = /[\u4e00-\u9fff]/;

/** zh-TW words a message may use for a field instead of its name. */
const FIELD_LABELS: Record<string, string[]> = {
  hash: ['驗證', '連結'],
  otp: ['驗證碼'],
  verify_code: ['驗證碼'],
  email_verify_code: ['驗證碼'],
  email: ['電子郵件', 'Email'],
  phone: ['手機', '電話'],
  file: ['網址', '編號'],
  url: ['網址'],
};

/** Whether a 400's message names one of the fields the call sent or the answer lists. */
function namesAField(message: string, tried: string[], listed: string[]): boolean {
  const words = [...tried.flatMap((f) => [f.split('[')[0]!, ...(FIELD_LABELS[f.split('[')[0]!] ?? [])]), ...listed].filter((w) => w !== '');
  return words.some((w) => message.includes(w));
}

interface Target {
  route: string;
  path: string;
  /** A valid body from the access matrix, when there is one. */
  base: Record<string, unknown>;
  /** Where the path's own id sits, to replace it with bad values. */
  idInPath: string | undefined;
}

const postRoutes = [...new Set([...Object.keys(ACCESS_MATRIX).map((k) => k.split('#')[0]!), ...Object.keys(ROUTES_WITHOUT_IDS)])]
  .filter((k) => k.startsWith('POST /api/') && !(k in NOT_SWEPT))
  .sort();

describe.each(ENGINES)('bad-input sweep (%s)', (engine) => {
  let server: TestServer;
  let routes: RegisteredRoute[];
  let world: World;
  let snapshot: (db: World['server']['db']) => Promise<Snapshot>;
  const data = tempDataDir();

  beforeAll(async () => {
    ({ server, routes } = await startServerWithRoutes(engine, { env: { DATA_DIR: data.dir } }));
    world = await buildWorld(server);
    snapshot = await snapshotQuery(server.db);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    data.cleanup();
  });

  it('sweeps every POST route the app registers under the API', () => {
    const registered = routes.filter((r) => r.method === 'POST' && r.url.startsWith('/api/')).map((r) => r.key);
    expect(registered.filter((k) => !postRoutes.includes(k) && !(k in NOT_SWEPT))).toEqual([]);
  });

  it('notices a write: a changed row or a new row shows in the snapshot', async () => {
    const before = await snapshot(server.db);
    await server.db.updateTable('users').set({ first_name: '改過' }).where('id', '=', world.actors.B.id).execute();
    const after = await snapshot(server.db);
    expect(changedTables(before, after)).toEqual(['users']);
  });

  it('notices a write between two calls, and nothing while nothing is written', async () => {
    const writes = await watchWrites(server.db, snapshot);
    await server.db.selectFrom('users').select('id').execute();
    expect(await writes.changes()).toEqual([]);
    await server.db.updateTable('users').set({ first_name: '又改過' }).where('id', '=', world.actors.B.id).execute();
    expect(await writes.changes()).toEqual(['users']);
    expect(await writes.changes()).toEqual([]);
  });

  async function target(route: string): Promise<Target> {
    const entry = ACCESS_MATRIX[route];
    const url = route.slice('POST /api'.length);
    if (!entry) return { route, path: url, base: {}, idInPath: undefined };
    const call = entry.call(world, entry.setup ? await entry.setup(world) : {});
    const base = call.json && typeof call.json === 'object' ? (call.json as Record<string, unknown>) : {};
    const id = /\/(\d+|[A-Za-z0-9_-]{20,})(\/[^/]*)?\.json$/.exec(call.path)?.[1];
    return { route, path: call.path, base, idInPath: /[:*]/.test(url) ? id : undefined };
  }

  async function callers(route: string): Promise<{ name: string; actor: Actor | undefined }[]> {
    if (ACCOUNT_CHANGING.has(route)) {
      const db = server.db;
      const aircon = await findCategory(db, 'aircon-installation');
      const place = await findPlace(db, '臺北市', '大安區');
      const consumer = await createConsumer(db);
      const pro = await createProWithService(db, { categoryIds: [aircon.id], areas: [{ cityId: place.cityId, districtId: null }] });
      return [
        { name: 'consumer', actor: { id: consumer.user.id, token: consumer.token } },
        { name: 'pro', actor: { id: pro.user.id, token: pro.token } },
      ];
    }
    return [
      { name: 'consumer', actor: world.actors.A },
      { name: 'pro', actor: world.actors.P },
    ];
  }

  it.each(postRoutes)('%s', async (route) => {
    const t = await target(route);
    const who = await callers(route);
    const problems: string[] = [];
    const guest = await server.api(t.path, { method: 'POST', json: t.base });
    if (guest.status !== 403) who.push({ name: 'guest', actor: undefined });

    // The fields: the valid body's, those an empty body is refused for, and known optional ones.
    const empty = await world.call(who[0]!.actor, t.path, { method: 'POST', json: {} });
    const reported = ((empty.body.fields ?? []) as { field: string }[]).map((f) => f.field);
    const fields = [...new Set([...Object.keys(t.base), ...reported, ...(EXTRA_FIELDS[route] ?? [])])].filter((f) => /^[A-Za-z_][\w[\]]*$/.test(f));

    const cases: { label: string; path: string; json: unknown; field: string | undefined }[] = [{ label: 'an empty body', path: t.path, json: {}, field: undefined }];
    for (const field of fields) {
      const { [field]: _dropped, ...without } = t.base;
      cases.push({ label: `${field} missing`, path: t.path, json: without, field });
      for (const [label, value] of BAD_VALUES) cases.push({ label: `${field} = ${label}`, path: t.path, json: { ...t.base, [field]: value }, field });
    }
    if (t.idInPath) {
      for (const bad of BAD_PATH_IDS) cases.push({ label: `path id ${bad}`, path: t.path.replace(`/${t.idInPath}`, `/${bad}`), json: t.base, field: undefined });
    }

    await server.app.background.idle();
    const writes = await watchWrites(server.db, snapshot);
    let turn = 0;
    for (const c of cases) {
      // Each case goes to one caller in turn, so every caller meets every field within the time budget.
      const caller = who[turn++ % who.length]!;
      const res = await world.call(caller.actor, c.path, { method: 'POST', json: c.json });
      const what = `${caller.name}, ${c.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
      if (res.status >= 500) problems.push(`5xx — ${what}`);
      if (res.status === 400) {
        const message = String(res.body.message ?? '');
        const named = ((res.body.fields ?? []) as { field: string }[]).map((f) => f.field);
        const tried = [...(c.field ? [c.field] : ['file', 'url']), ...Object.keys(t.base)];
        const namesField = namesAField(message, tried, named);
        if (res.body.status !== 'Error' || !CJK.test(message) || !namesField) problems.push(`400 without a zh-TW message naming the field — ${what}`);
      }
      // Mail an accepted call queued is written in the background: let it land first.
      await server.app.background.idle();
      const changed = await writes.changes();
      if (res.status >= 400 && changed.length > 0) problems.push(`refused call wrote to ${changed.join(', ')} — ${what}`);
    }
    expect(problems, `${cases.length} cases`).toEqual([]);
  });
});
