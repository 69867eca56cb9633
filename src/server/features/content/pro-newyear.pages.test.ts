import { describe, expect, it } from 'vitest';
import { TransactionType } from '../../../domain/wallet/ledger';
import { FixedClock } from '../../adapters/clock';
import { GOOD_PASSWORD, uniqueAccount } from '../../test/factories';
import { ENGINES, type TestServer, useTestServer } from '../../test/harness';
import { renderedPage } from '../../test/rendered-page';
import { fromIp } from '../auth/auth.test-support';
import { createSignedInOperator } from '../ops/ops.test-support';

// The campaign runs from 2027-01-20 00:00 to 2027-02-20 00:00 in Taipei.
const STARTS = '2027-01-20T00:00:00+08:00';
const ENDS = '2027-02-20T00:00:00+08:00';
const BEFORE = '2027-01-19T15:59:00Z';
const INSIDE = '2027-01-25T04:00:00Z';
const AFTER = '2027-02-19T16:00:00Z';
const CREDIT = 300;
const MARCH_STARTS = '2027-03-01T00:00:00+08:00';
const MARCH_ENDS = '2027-04-01T00:00:00+08:00';
const MARCH_BEFORE = '2027-02-28T15:59:59Z';
const MARCH_INSIDE = '2027-03-10T02:00:00Z';
const MARCH_AFTER = '2027-03-31T16:00:00Z';

const CAMPAIGN = {
  slug: 'pro-newyear',
  title: '新春專家招募',
  hero: '過年接案旺季，現在加入專家。',
  body: [{ heading: '活動辦法', paragraphs: ['活動期間完成專家註冊即送點數。'], items: ['每人限領一次'] }],
  starts_at: STARTS,
  ends_at: ENDS,
  signup_credit: CREDIT,
  cta_label: '立即加入專家',
  cta_path: '/pro',
};

/** The welcome credit a new pro starts with (WELCOME_CREDIT). */
const welcomeOf = (server: TestServer) => server.config.wallet.welcomeCredit;

describe.each(ENGINES)('the pro new-year campaign on %s', (engine) => {
  const clock = new FixedClock(INSIDE);
  const server = useTestServer(engine, { clock, web: true });
  let ip = 0;

  async function publishCampaign(s: TestServer, fields: Record<string, unknown> = {}): Promise<string> {
    const { cookie } = await createSignedInOperator(s, clock, 'admin');
    const post = (path: string, json: unknown = {}) => s.api(path, { method: 'POST', cookie, json });
    const added = await post('/ops/content/campaign_pages/add.json', { ...CAMPAIGN, ...fields });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const key = (added.body.content_page as { key: string }).key;
    const published = await post(`/ops/content/campaign_pages/publish/${key}.json`);
    expect(published.status).toBe(200);
    return key;
  }

  /** Signs a pro up through the pro sign-up form's call; the new user's id and session. */
  async function signUpPro(): Promise<{ id: number; token: string }> {
    const email = uniqueAccount().email;
    const form = {
      'User[email]': email,
      'User[password]': GOOD_PASSWORD,
      'User[first_name]': '建宏',
      'User[last_name]': '黃',
      'User[service_category]': 'aircon-installation',
      'User[service_city]': '臺北市',
    };
    const res = await server.api('/users/sign_up.json', { method: 'POST', form, headers: fromIp(`10.77.0.${++ip}`) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const user = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id: user.id, token: res.body.session_id as string };
  }

  const campaignEntries = (userId: number) =>
    server.db
      .selectFrom('wallet_entries')
      .select(['amount', 'note'])
      .where('user_id', '=', userId)
      .where('transaction_type', '=', TransactionType.PromotionGrant)
      .execute();

  it('refuses an offer without its call to action pair or with a bad amount, naming the field in zh-TW', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    const res = await server.api('/ops/content/campaign_pages/add.json', {
      method: 'POST',
      cookie,
      json: { ...CAMPAIGN, slug: 'bad-offer', signup_credit: 9000, cta_path: '' },
    });
    expect(res.status).toBe(400);
    const fields = res.body.fields as { field: string; message: string }[];
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'signup_credit', message: '註冊贈點（signup_credit）最多 5000 點。' },
        { field: 'cta_label', message: '行動按鈕文字（cta_label）與連結（cta_path）要一起填寫或一起留空。' },
      ]),
    );
    const badPath = await server.api('/ops/content/campaign_pages/add.json', { method: 'POST', cookie, json: { ...CAMPAIGN, slug: 'bad-path', cta_path: 'javascript:alert(1)' } });
    expect(badPath.status).toBe(400);
    expect(badPath.body.fields).toEqual([{ field: 'cta_path', message: '行動按鈕連結（cta_path）必須是站內路徑（以 / 開頭）或 https:// 網址。' }]);
  });

  it('is not found without a published campaign, shows it inside its period and is not found before and after', async () => {
    clock.set(INSIDE);
    expect((await renderedPage(server.baseUrl, '/pro-newyear')).status).toBe(404);
    const key = await publishCampaign(server);

    const inside = await renderedPage(server.baseUrl, '/pro-newyear');
    expect(inside.status).toBe(200);
    expect(inside.app).toContain('新春專家招募');
    expect(inside.app).toContain('過年接案旺季，現在加入專家。');
    expect(inside.app).toContain(`立即獲得 ${CREDIT} 點免費點數`);
    expect(inside.app).toContain('2027/01/20 00:00 至 2027/02/20 00:00（台北時間）');
    expect(inside.app).toContain('href="/pro"');
    expect(inside.app).toContain('立即加入專家');
    expect(inside.html).toContain('<title>新春專家招募');
    expect(inside.html).toContain('<meta name="description" content="過年接案旺季，現在加入專家。"');

    // The same cached page flips with the clock: the period is part of its key.
    clock.set(BEFORE);
    expect((await renderedPage(server.baseUrl, '/pro-newyear')).status).toBe(404);
    clock.set(AFTER);
    const after = await renderedPage(server.baseUrl, '/pro-newyear');
    expect(after.status).toBe(404);
    expect(after.app).not.toContain('新春專家招募');

    // Unpublished, it is gone inside the period too.
    clock.set(INSIDE);
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    expect((await server.api(`/ops/content/campaign_pages/unpublish/${key}.json`, { method: 'POST', cookie, json: {} })).status).toBe(200);
    expect((await renderedPage(server.baseUrl, '/pro-newyear')).status).toBe(404);
    expect((await server.api(`/ops/content/campaign_pages/publish/${key}.json`, { method: 'POST', cookie, json: {} })).status).toBe(200);
  });

  it('grants the campaign credit once to a pro who signs up inside the period, through a free-credit event, and nothing outside it', async () => {
    // A campaign of its own in March (the new-year one has ended by then).
    clock.set(MARCH_INSIDE);
    const key = await publishCampaign(server, { slug: 'spring-pros', starts_at: MARCH_STARTS, ends_at: MARCH_ENDS });
    const insider = await signUpPro();
    expect(await campaignEntries(insider.id)).toEqual([{ amount: CREDIT, note: `活動贈點：${CAMPAIGN.title}` }]);
    const event = await server.db.selectFrom('free_credit_events').selectAll().where('code', '=', `campaign_${key}`).executeTakeFirstOrThrow();
    expect(event).toMatchObject({ reward_amount: CREDIT, is_active: false });
    const claims = await server.db.selectFrom('free_credit_claims').select(['amount', 'wallet_entry_id']).where('user_id', '=', insider.id).execute();
    expect(claims).toEqual([{ amount: CREDIT, wallet_entry_id: expect.anything() }]);
    // The wallet holds it with the welcome credit.
    const wallet = await server.db.selectFrom('wallets').select('balance').where('user_id', '=', insider.id).executeTakeFirstOrThrow();
    expect(Number(wallet.balance)).toBe(CREDIT + welcomeOf(server));
    expect(await campaignEntries(insider.id)).toHaveLength(1);

    clock.set(MARCH_BEFORE);
    expect(await campaignEntries((await signUpPro()).id)).toEqual([]);
    clock.set(MARCH_AFTER);
    expect(await campaignEntries((await signUpPro()).id)).toEqual([]);
    clock.set(INSIDE);
  });
});

