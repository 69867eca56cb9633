import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../features/media/media.test-support';
import { ACCESS_MATRIX, type Ctx, type MatrixCall, type MatrixEntry, ROUTES_WITHOUT_IDS, type Side } from './access-matrix.entries';
import { type Actor, type ActorName, buildWorld, type World } from './access-matrix.world';
import { ENGINES, type TestServer } from './harness';
import { ruleAllows } from './access-matrix/rules';
import { writePartnersFileSync } from '../features/partners/partners.test-support';
import { type RegisteredRoute, startServerWithRoutes } from './route-table';

/**
 * Object-level access control of every route that takes an id or a hash, generated from the
 * app's own route table. See docs/testing.md, "Access matrix".
 */

const DEFAULT_STATUS: Record<Side, number> = { owner: 200, sameRole: 404, otherRole: 404, guest: 403 };

function callers(entry: MatrixEntry): Record<Exclude<Side, 'guest'>, ActorName> {
  if (entry.owner === 'A') return { owner: 'A', sameRole: entry.sameRole ?? 'B', otherRole: entry.otherRole ?? 'P' };
  return { owner: 'P', sameRole: entry.sameRole ?? 'Q', otherRole: entry.otherRole ?? 'B' };
}

function expected(entry: MatrixEntry, side: Side): number[] {
  const override = entry.expect?.[side];
  if (override !== undefined) return [override].flat();
  if (entry.public) return [200];
  return [DEFAULT_STATUS[side]];
}

async function send(w: World, who: Actor | undefined, call: MatrixCall) {
  if (call.outsideApi) {
    const res = await fetch(`${w.server.baseUrl}${call.path}`, { headers: who ? { 'x-session-token': who.token } : {} });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { raw: text.length };
    }
    return { status: res.status, body };
  }
  const init = { method: call.method ?? 'GET', ...(call.json !== undefined ? { json: call.json } : {}), ...(call.body ? { body: call.body } : {}) };
  return w.call(who, call.path, init);
}

/**
 * Callers for whom the entry's access rule and its expected statuses disagree: the rule must let
 * through exactly those expected past the access check (anything but 404).
 */
async function ruleDisagreements(w: World, entry: MatrixEntry, ctx: Ctx): Promise<string[]> {
  const who = callers(entry);
  const asked: { name: ActorName; statuses: number[] }[] = [
    ...(['owner', 'sameRole', 'otherRole'] as const).map((side) => ({ name: who[side], statuses: expected(entry, side) })),
    ...(entry.also ?? []).map((extra) => ({ name: extra.who, statuses: [extra.status].flat() })),
  ];
  const disagreements: string[] = [];
  for (const { name, statuses } of asked) {
    const allowed = await ruleAllows(w, entry.rule!, ctx, w.actors[name].id);
    if (allowed === statuses.includes(404)) disagreements.push(`${name}: the access rule says ${allowed ? 'allowed' : 'refused'}, the entry expects ${statuses.join(' or ')}`);
  }
  return disagreements;
}

/** Routes whose key is neither in the matrix nor in the no-id list. */
function uncoveredRoutes(routes: RegisteredRoute[]): string[] {
  const covered = new Set([...Object.keys(ACCESS_MATRIX).map((k) => k.split('#')[0]!), ...Object.keys(ROUTES_WITHOUT_IDS)]);
  return [...new Set(routes.map((r) => r.key))].filter((key) => !covered.has(key)).sort();
}

describe.each(ENGINES)('access matrix (%s)', (engine) => {
  let server: TestServer;
  let routes: RegisteredRoute[];
  let world: World;
  const data = tempDataDir();

  beforeAll(async () => {
    // With the test partners, so the partner channels' routes are there (and 404 for no one's object).
    ({ server, routes } = await startServerWithRoutes(engine, { env: { DATA_DIR: data.dir, PARTNERS_FILE: writePartnersFileSync() } }));
    world = await buildWorld(server);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    data.cleanup();
  });

  it('has an entry for every registered route (a new route must say how it is protected)', () => {
    const missing = uncoveredRoutes(routes);
    const message = missing.map(
      (key) =>
        `${key}: add an entry keyed "${key}" to ACCESS_MATRIX, in its area's file under src/server/test/access-matrix/ ` +
        '(how to make the owner’s object and call it), or, if it takes no id, hash or object reference, ' +
        'to ROUTES_WITHOUT_IDS (access-matrix/routes-without-ids.ts) with the reason. See docs/testing.md, "Access matrix".',
    );
    expect(message, 'routes without an access-matrix entry').toEqual([]);
    const registered = new Set(routes.map((r) => r.key));
    const stale = [...Object.keys(ACCESS_MATRIX).map((k) => k.split('#')[0]!), ...Object.keys(ROUTES_WITHOUT_IDS)].filter((k) => !registered.has(k));
    expect(stale, 'entries for routes the app no longer registers').toEqual([]);
  });

  it.each(Object.keys(ACCESS_MATRIX))('%s', async (key) => {
    const entry = ACCESS_MATRIX[key]!;
    // Made just before the calls, so objects that other entries add or remove do not get in the way.
    const ctx: Ctx = entry.setup ? await entry.setup(world) : {};
    const who = callers(entry);
    const call = entry.call(world, ctx);
    const results: string[] = [];
    const wrong: string[] = [];
    const check = (label: string, status: number, allowed: number[], body: Record<string, unknown>) => {
      results.push(`${label}=${status}`);
      if (!allowed.includes(status)) wrong.push(`${label}: got ${status} ${JSON.stringify(body).slice(0, 200)}, expected ${allowed.join(' or ')}`);
    };
    const before = entry.readBack ? await world.call(world.actors[who.owner], entry.readBack(world, ctx)) : undefined;
    if (entry.rule) wrong.push(...(await ruleDisagreements(world, entry, ctx)));

    const guest = await send(world, undefined, call);
    check('guest', guest.status, expected(entry, 'guest'), guest.body);
    if (guest.status === 403 && !call.outsideApi) expect(guest.body).toMatchObject({ status: 'Error', error: 'invalid token' });
    for (const side of ['sameRole', 'otherRole'] as const) {
      const res = await send(world, world.actors[who[side]], call);
      check(`${side} ${who[side]}`, res.status, expected(entry, side), res.body);
      if (res.status >= 400 && !call.outsideApi) expect(res.body).toMatchObject({ status: 'Error' });
    }
    for (const extra of entry.also ?? []) {
      if ([extra.status].flat().includes(200)) continue;
      const res = await send(world, world.actors[extra.who], call);
      check(`${extra.who} (${extra.why})`, res.status, [extra.status].flat(), res.body);
    }
    if (before) {
      const after = await world.call(world.actors[who.owner], entry.readBack!(world, ctx));
      expect(after.body, 'the owner’s view changed after refused calls').toEqual(before.body);
    }
    const owner = await send(world, world.actors[who.owner], call);
    check(`owner ${who.owner}`, owner.status, expected(entry, 'owner'), owner.body);
    for (const extra of entry.also ?? []) {
      if (![extra.status].flat().includes(200)) continue;
      const res = await send(world, world.actors[extra.who], call);
      check(`${extra.who} (${extra.why})`, res.status, [extra.status].flat(), res.body);
    }
    expect(wrong, results.join(' ')).toEqual([]);
  });
});
