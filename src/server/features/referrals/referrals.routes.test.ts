import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX } from '../../../domain/abuse-limits';
import { REFERRAL_INVITES_PER_DAY } from '../../../domain/referrals/referrals';
import { TransactionType } from '../../../domain/wallet/ledger';
import { createSignedInUser } from '../../test/factories';
import { FixedClock } from '../../adapters/clock';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { fromIp, mailsTo, register } from '../auth/auth.test-support';
import { createSignedInOperator } from '../ops/ops.test-support';
import { confirmPurchase } from '../payments/purchases.repository';

interface ReferralsBody {
  referral: { hash: string; link: string; referrer_reward: number; referred_reward: number; is_active: 0 | 1 };
  referrals: { name: string; joined: string; status: string; status_text: string; reward: number; rewarded_at: string | null }[];
  count: number;
  rewarded_count: number;
  reward_total: number;
  invites: { email: string; created: string }[];
}

describe.each(ENGINES)('referrals on %s', (engine) => {
  let server: TestServer;
  let ip = 0;
  const nextIp = () => fromIp(`10.77.${Math.floor(++ip / 200)}.${ip % 200}`);

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { PUBLIC_URL: 'https://haobangshou.example.tw' } });
  });
  afterAll(() => server.close());

  /** Sets the rewards through the console, as an operator with edit_content does. */
  const settings = (cookie: string, json: Record<string, unknown>) => server.api('/ops/referral_settings.json', { method: 'POST', cookie, json });

  async function referrals(token: string) {
    const res = await server.api('/users/referrals.json', { token });
    expect(res.status).toBe(200);
    return res.body as unknown as ReferralsBody;
  }

  /** Signs up through the real endpoint carrying the referral_hash cookie a referral link set. */
  async function signUpReferred(hash: string | null) {
    const { res, email } = await register(server, nextIp());
    expect(res.status).toBe(200);
    return { token: res.body.session_id as string, email, user: await server.db.selectFrom('users').select(['id', 'referral_hash']).where('email', '=', email).executeTakeFirstOrThrow(), hash };
  }
  async function signUpWithCookie(hash: string) {
    const account = { username: `ref_${randomBytes(4).toString('hex')}`, email: `ref.${randomBytes(4).toString('hex')}@example.com` };
    const res = await server.api('/users/register/manual.json', {
      method: 'POST',
      form: { ...account, passwd: 'abcdefg1', device_id: 'test-device' },
      headers: nextIp(),
      cookie: `referral_hash=${hash}`,
    });
    expect(res.status).toBe(200);
    const user = await server.db.selectFrom('users').select(['id', 'referral_hash']).where('email', '=', account.email).executeTakeFirstOrThrow();
    return { token: res.body.session_id as string, user };
  }

  let order = 0;
  async function pendingPurchase(userId: number, amount = 1000) {
    order++;
    return server.db
      .insertInto('credit_purchases')
      .values({ user_id: userId, amount, credit: amount, pay_type: 'card', provider: 'sandbox', idempotency_key: `k-${order}-${randomBytes(3).toString('hex')}`, order_number: `T${Date.now()}${order}` })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const grants = (userId: number) =>
    server.db.selectFrom('wallet_entries').select(['amount', 'note']).where('user_id', '=', userId).where('transaction_type', '=', TransactionType.PromotionGrant).orderBy('id').execute();
  const balance = async (userId: number) => (await server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0;

  async function referrer() {
    const signed = await createSignedInUser(server.db);
    const body = await referrals(signed.token);
    return { ...signed, hash: body.referral.hash };
  }

  it('gives each user one link to the pros’ page with a stable hash, and the rewards', async () => {
    const { token } = await createSignedInUser(server.db);
    const first = await referrals(token);
    expect(first.referral.hash).toMatch(/^[A-Za-z0-9_-]{10}$/);
    expect(first.referral.link).toBe(`https://haobangshou.example.tw/pro?ref=${first.referral.hash}`);
    expect(first.referral).toMatchObject({ referrer_reward: 200, referred_reward: 100, is_active: 1 });
    expect(first).toMatchObject({ referrals: [], count: 0, rewarded_count: 0, reward_total: 0, invites: [] });
    expect((await referrals(token)).referral.hash).toBe(first.referral.hash);
    const other = await createSignedInUser(server.db);
    expect((await referrals(other.token)).referral.hash).not.toBe(first.referral.hash);
  });

  it('rewards both sides once when the referred user first pays for credit, not on later purchases', async () => {
    const inviter = await referrer();
    const friend = await signUpWithCookie(inviter.hash);
    expect(friend.user.referral_hash).toBe(inviter.hash);
    let list = await referrals(inviter.token);
    expect(list.referrals).toEqual([{ name: expect.stringMatching(/○○$/), joined: expect.any(String), status: 'joined', status_text: '已註冊，尚未購買點數', reward: 0, rewarded_at: null }]);

    const purchase = await pendingPurchase(friend.user.id, 1000);
    expect((await confirmPurchase(server.db, purchase.id, 'ref-1')).credited).toBe(true);
    expect(await grants(inviter.user.id)).toEqual([{ amount: 200, note: '推薦好友獎勵' }]);
    expect(await grants(friend.user.id)).toEqual([{ amount: 100, note: '受邀加入首購獎勵' }]);
    expect(await balance(friend.user.id)).toBe(1100);

    const second = await pendingPurchase(friend.user.id, 500);
    await confirmPurchase(server.db, second.id, 'ref-2');
    // confirming the first again (a repeated webhook) changes nothing either
    expect((await confirmPurchase(server.db, purchase.id, 'ref-1')).credited).toBe(false);
    expect(await grants(inviter.user.id)).toHaveLength(1);
    expect(await grants(friend.user.id)).toHaveLength(1);
    expect(await balance(inviter.user.id)).toBe(200);

    list = await referrals(inviter.token);
    expect(list.referrals[0]).toMatchObject({ status: 'rewarded', status_text: '已首次購點，獎勵已發放', reward: 200 });
    expect(list).toMatchObject({ count: 1, rewarded_count: 1, reward_total: 200 });
  });

  it('pays once when two first purchases are confirmed at the same moment', async () => {
    const inviter = await referrer();
    const friend = await signUpWithCookie(inviter.hash);
    const [a, b] = [await pendingPurchase(friend.user.id, 300), await pendingPurchase(friend.user.id, 600)];
    const results = await Promise.all([confirmPurchase(server.db, a.id, 'race-a'), confirmPurchase(server.db, b.id, 'race-b')]);
    expect(results.map((r) => r.credited)).toEqual([true, true]);
    const inviterGrants = await grants(inviter.user.id);
    const friendGrants = await grants(friend.user.id);
    // On PostgreSQL each transaction sees only its own purchase as paid; the unique keys keep it to one reward.
    expect(inviterGrants).toEqual([{ amount: 200, note: '推薦好友獎勵' }]);
    expect(friendGrants).toEqual([{ amount: 100, note: '受邀加入首購獎勵' }]);
    expect(await balance(friend.user.id)).toBe(1000);
    const rows = await server.db.selectFrom('referral_rewards').select('credit_purchase_id').where('referred_user_id', '=', friend.user.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('pays nothing without a referrer, for an unknown hash or for oneself', async () => {
    const plain = await signUpReferred(null);
    const unknown = await signUpWithCookie('NoSuchHash1');
    const self = await referrer();
    await server.db.updateTable('users').set({ referral_hash: self.hash }).where('id', '=', self.user.id).execute();
    for (const userId of [plain.user.id, unknown.user.id, self.user.id]) {
      const purchase = await pendingPurchase(userId);
      expect((await confirmPurchase(server.db, purchase.id, null)).credited).toBe(true);
      expect(await grants(userId)).toEqual([]);
    }
    expect((await referrals(self.token)).referrals).toEqual([]);
  });

  it('does not reward a purchase after the first, even when the first came before the program paid', async () => {
    const inviter = await referrer();
    const friend = await signUpWithCookie(inviter.hash);
    const { cookie } = await createSignedInOperator(server, new FixedClock(), 'support');
    const pause = await settings(cookie, { referrer_reward: 200, referred_reward: 100, is_active: 0 });
    expect(pause.status).toBe(200);
    try {
      await confirmPurchase(server.db, (await pendingPurchase(friend.user.id)).id, null);
    } finally {
      await settings(cookie, { referrer_reward: 200, referred_reward: 100, is_active: 1 });
    }
    await confirmPurchase(server.db, (await pendingPurchase(friend.user.id)).id, null);
    expect(await grants(inviter.user.id)).toEqual([]);
    expect(await grants(friend.user.id)).toEqual([]);
    expect((await referrals(inviter.token)).referrals[0]).toMatchObject({ status: 'purchased', reward: 0 });
  });

  it('pays the amounts an operator set', async () => {
    const { cookie } = await createSignedInOperator(server, new FixedClock(), 'support');
    const set = await settings(cookie, { referrer_reward: 350, referred_reward: 0, is_active: 1 });
    expect(set.body.referral_settings).toEqual({ referrer_reward: 350, referred_reward: 0, is_active: 1 });
    expect((await server.api('/ops/referral_settings.json', { cookie })).body.referral_settings).toEqual({ referrer_reward: 350, referred_reward: 0, is_active: 1 });
    try {
      const inviter = await referrer();
      const friend = await signUpWithCookie(inviter.hash);
      await confirmPurchase(server.db, (await pendingPurchase(friend.user.id)).id, null);
      expect(await grants(inviter.user.id)).toEqual([{ amount: 350, note: '推薦好友獎勵' }]);
      expect(await grants(friend.user.id)).toEqual([]);
    } finally {
      await settings(cookie, { referrer_reward: 200, referred_reward: 100, is_active: 1 });
    }
    const bad = await settings(cookie, { referrer_reward: -5, referred_reward: 100, is_active: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('referrer_reward：推薦人獎勵不可小於 0');
  });

  it('keeps the reward settings from anyone without a console session', async () => {
    const { token } = await createSignedInUser(server.db);
    expect((await server.api('/ops/referral_settings.json', { token })).status).toBe(403);
    expect((await server.api('/ops/referral_settings.json', { method: 'POST', token, json: { referrer_reward: 5000, referred_reward: 5000, is_active: 1 } })).status).toBe(403);
    const row = await server.db.selectFrom('referral_settings').select(['referrer_reward', 'referred_reward']).executeTakeFirstOrThrow();
    expect(row).toEqual({ referrer_reward: 200, referred_reward: 100 });
  });

  describe('POST /users/refer.json', () => {
    const refer = (token: string, email: string) => server.api('/users/refer.json', { method: 'POST', token, form: { email } });

    it('mails the link through the outbox and lists the invitation', async () => {
      const inviter = await referrer();
      const email = `friend.${randomBytes(4).toString('hex')}@example.com`;
      const res = await refer(inviter.token, email.toUpperCase());
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`已寄出邀請給 ${email}`);
      expect((res.body as unknown as ReferralsBody).invites).toEqual([{ email, created: expect.any(String) }]);
      const mails = await mailsTo(server, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('王小明 邀請您加入好幫手接案');
      expect(mails[0]!.body).toContain(`https://haobangshou.example.tw/pro?ref=${inviter.hash}`);
      expect(mails[0]!.body).toContain('100 點免費點數');
    });

    it('refuses one’s own address, a bad address and the same address again within 7 days', async () => {
      const inviter = await referrer();
      const own = await refer(inviter.token, inviter.user.email!);
      expect(own.status).toBe(400);
      expect(own.body.message).toBe('email：不能邀請自己的 E-mail。');
      const bad = await refer(inviter.token, 'not-an-address');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('email：');
      const email = `again.${randomBytes(4).toString('hex')}@example.com`;
      expect((await refer(inviter.token, email)).status).toBe(200);
      const again = await refer(inviter.token, email);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('這個 E-mail 在 7 天內已邀請過，請稍後再試。');
      expect(await mailsTo(server, email)).toHaveLength(1);
    });

    it(`sends at most ${REFERRAL_INVITES_PER_DAY} a day`, async () => {
      const inviter = await referrer();
      for (let i = 0; i < REFERRAL_INVITES_PER_DAY; i++) expect((await refer(inviter.token, `many${i}.${randomBytes(3).toString('hex')}@example.com`)).status).toBe(200);
      const over = await refer(inviter.token, `over.${randomBytes(3).toString('hex')}@example.com`);
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('3600');
      expect(over.body.message).toBe('每天最多寄出 10 封邀請，請明天再試。');
    });

    it('answers the same for a member’s address but does not mail it', async () => {
      const inviter = await referrer();
      const member = await createSignedInUser(server.db);
      const res = await refer(inviter.token, member.user.email!);
      expect(res.status).toBe(200);
      expect(await mailsTo(server, member.user.email!)).toEqual([]);
    });

    it('mails an address at most once in 7 days, whoever invites it, and answers the same', async () => {
      const [first, second] = [await referrer(), await referrer()];
      const email = `shared.${randomBytes(4).toString('hex')}@example.com`;
      expect((await refer(first.token, email)).status).toBe(200);
      const later = await refer(second.token, email);
      expect(later.status).toBe(200);
      expect(later.body.message).toBe(`已寄出邀請給 ${email}`);
      const mails = await mailsTo(server, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toContain(`ref=${first.hash}`);
    });

    it('puts the inviter’s name in the mail only as a short name with nothing that reads as a link', async () => {
      const inviter = await referrer();
      await server.db
        .updateTable('users')
        .set({ last_name: '免費領獎', first_name: '請上 evil.example.com/win 或 http://x.co\n加LINE @scam 點此領取獎金一萬元' })
        .where('id', '=', inviter.user.id)
        .execute();
      const email = `plain.${randomBytes(4).toString('hex')}@example.com`;
      expect((await refer(inviter.token, email)).status).toBe(200);
      const [mail] = await mailsTo(server, email);
      for (const text of [mail!.subject, mail!.body]) {
        expect(text).not.toMatch(/evil\.example|example\.com|\/win|http:|x\.co|@scam/);
      }
      const name = mail!.subject.replace(/ 邀請您加入好幫手接案$/, '');
      expect([...name].length).toBeLessThanOrEqual(MAIL_NAME_MAX);
      // The only link is ours.
      expect(mail!.body.match(/https?:\/\/\S+/g)).toEqual([`https://haobangshou.example.tw/pro?ref=${inviter.hash}`]);
    });

    it('needs a session', async () => {
      expect((await server.api('/users/refer.json', { method: 'POST', form: { email: 'a@example.com' } })).status).toBe(403);
      expect((await server.api('/users/referrals.json')).status).toBe(403);
    });
  });
});
