import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { type CategoryWithFields, createProWithService, findCategory, findPlace } from '../../test/factories';

type Index = {
  free_credit_events: { code: string; is_done: 0 | 1; is_claimed: 0 | 1 }[];
  done_count: number;
  profile_completion: { done: number; total: number; missing: string[] };
};

/** The lead list's profile count, the free-credit task and the editor count the profile one way. */
describe.each(ENGINES)('profile completion counters on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let taipei: number;

  beforeAll(async () => {
    server = await startTestServer(engine);
    aircon = await findCategory(server.db, 'aircon-installation');
    taipei = (await findPlace(server.db, '臺北市', '大安區')).cityId;
  });
  afterAll(() => server.close());

  async function pro(options: { logo: boolean; avatar: boolean }) {
    const p = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: taipei, districtId: null }] });
    await server.db
      .updateTable('quote_services')
      .set({
        description: '十年冷氣安裝與清洗經驗，拆洗內外機、消毒除臭，施工後附三個月保固，價格透明不追加。',
        is_service_professional_travels_to_me: true,
        logo_path: options.logo ? `logos/${p.service.id}.png` : null,
      })
      .where('id', '=', p.service.id)
      .execute();
    if (options.avatar) await server.db.updateTable('users').set({ avatar_thumb_url: '/uploads/a.png' }).where('id', '=', p.user.id).execute();
    return p;
  }
  const index = async (token: string) => (await server.api('/free_credits/index.json', { token })).body as Index;
  type EditorItem = { id: number; missing: string[]; profile_completion: Index['profile_completion'] };
  /** What the service editor reads: the list item and the one service it opens agree. */
  async function editorCount(token: string, serviceId: number) {
    const list = await server.api('/quote_services/index.json', { token });
    const item = (Object.values(list.body).find(Array.isArray) as EditorItem[]).find((s) => s.id === serviceId);
    const view = (await server.api(`/quote_services/edit/${serviceId}.json`, { token })).body.quote_service as EditorItem;
    expect(view.profile_completion).toEqual(item?.profile_completion);
    return { missing: item?.missing, profile_completion: item?.profile_completion };
  }

  it('a complete pro: 4 of 4, the profile task done, and the summary counts the tasks done', async () => {
    const p = await pro({ logo: true, avatar: false });
    const answer = await index(p.token);
    expect(answer.profile_completion).toEqual({ done: 4, total: 4, missing: [] });
    expect(answer.free_credit_events.find((e) => e.code === 'complete_profile')?.is_done).toBe(1);
    expect(answer.done_count).toBe(answer.free_credit_events.filter((e) => e.is_done === 1).length);
    // Phone verified (the factory's pros are) and profile complete: two tasks done, none claimed.
    expect(answer.done_count).toBe(2);
    // The editor's 「專家檔案已完整」 reads the same service as complete.
    expect(await editorCount(p.token, p.service.id)).toEqual({ missing: [], profile_completion: { done: 4, total: 4, missing: [] } });
  });

  it('an avatar is not the service picture: without a logo the task is not done and the count says 3 of 4', async () => {
    const p = await pro({ logo: false, avatar: true });
    const answer = await index(p.token);
    expect(answer.profile_completion).toEqual({ done: 3, total: 4, missing: ['logo'] });
    expect(answer.free_credit_events.find((e) => e.code === 'complete_profile')?.is_done).toBe(0);
    // The editor may publish the service, but counts the profile as the other two do: 3 of 4, the logo missing.
    expect(await editorCount(p.token, p.service.id)).toEqual({ missing: [], profile_completion: { done: 3, total: 4, missing: ['logo'] } });
  });

  it('a pro without a name: the editor and the free-credit count both miss the name', async () => {
    const p = await pro({ logo: true, avatar: false });
    await server.db.updateTable('users').set({ first_name: ' ' }).where('id', '=', p.user.id).execute();
    expect((await index(p.token)).profile_completion).toEqual({ done: 3, total: 4, missing: ['name'] });
    expect((await editorCount(p.token, p.service.id)).profile_completion).toEqual({ done: 3, total: 4, missing: ['name'] });
  });
});
