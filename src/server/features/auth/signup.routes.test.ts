import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CHECKS_PER_IP, SIGNUPS_PER_IP } from '../../../domain/users/auth-limits';
import { TransactionType } from '../../../domain/wallet/ledger';
import { ENGINES, useTestServer } from '../../test/harness';
import { GOOD_PASSWORD, uniqueAccount } from '../../test/factories';
import { awayFromWindowEdge, fromIp, linkIn, login, mailsTo, register, setCookie } from './auth.test-support';

type Body = Record<string, unknown>;

describe.each(ENGINES)('sign-up on %s', (engine) => {
  const server = useTestServer(engine, { env: { PUBLIC_URL: 'https://haobangshou.example.tw' } });
  let ipCounter = 0;
  // Each test signs up from its own address, so the per-IP limit only bites where it is tested.
  const nextIp = () => fromIp(`10.20.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`);

  const userRow = (email: string) => server.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  function signUp(fields: Record<string, string>, init: { headers?: Record<string, string>; cookie?: string } = {}) {
    const form: Record<string, string> = {};
    for (const [key, value] of Object.entries(fields)) form[`User[${key}]`] = value;
    return server.api('/users/sign_up.json', { method: 'POST', form, headers: init.headers ?? nextIp(), ...(init.cookie ? { cookie: init.cookie } : {}) });
  }
  const consumerFields = () => ({ email: uniqueAccount().email, password: GOOD_PASSWORD, first_name: '小明', last_name: '王' });

  describe('POST /users/register/manual.json', () => {
    it('creates the account, signs it in and mails an activation link', async () => {
      const { res, username, email } = await register(server, nextIp());
      expect(res.status).toBe(200);
      expect(res.body.session_id).toEqual(expect.any(String));
      expect(setCookie(res, 'session_token')).toBeDefined();
      const me = await server.api('/user/me.json', { token: res.body.session_id as string });
      expect(me.body.info).toMatchObject({ username, email, is_activated: 0, signup_role: 'consumer' });
      const mails = await mailsTo(server, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('【好幫手】歡迎加入！請啟用您的帳號');
      const user = await userRow(email);
      expect(mails[0]!.body).toMatch(new RegExp(`https://haobangshou\\.example\\.tw/activate/${user.id}/[A-Za-z0-9_-]{43}`));
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      // The new password works at the login.
      expect((await login(server, username, GOOD_PASSWORD)).status).toBe(200);
    });

    it('keeps the address and stores the username in lower case', async () => {
      const account = uniqueAccount('Mixed');
      const res = await server.api('/users/register/manual.json', {
        method: 'POST',
        form: { ...account, email: account.email.toUpperCase(), passwd: GOOD_PASSWORD, address: '臺北市信義區市府路1號' },
        headers: nextIp(),
      });
      expect(res.status).toBe(200);
      const user = await userRow(account.email.toLowerCase());
      expect(user.username).toBe(account.username.toLowerCase());
      expect(user.address).toBe('臺北市信義區市府路1號');
    });

    it('answers 409 for a taken username or e-mail, in any case', async () => {
      const { username, email } = await register(server, nextIp());
      const other = uniqueAccount();
      for (const form of [
        { username: username.toUpperCase(), email: other.email, passwd: GOOD_PASSWORD },
        { username: other.username, email: email.toUpperCase(), passwd: GOOD_PASSWORD },
      ]) {
        const res = await server.api('/users/register/manual.json', { method: 'POST', form, headers: nextIp() });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ status: 'Error', error: 'account exists', message: '這個帳號或電子郵件已經註冊過了，請直接登入。' });
      }
    });

    it.each([
      ['username', { username: 'a b' }, '帳號需為 3 到 30 個字元，只能使用英文字母、數字及 _ . -'],
      ['username', { username: 'deleted-5' }, '這個帳號名稱無法使用，請換一個。'],
      ['email', { email: 'ming@example' }, '請輸入正確的電子郵件地址（例如 name@example.com）'],
      ['passwd', { passwd: 'short1' }, '密碼需為 8 到 72 個字元，並至少包含一個英文字母和一個數字'],
      ['passwd', { passwd: 'onlyletters' }, '密碼需為 8 到 72 個字元，並至少包含一個英文字母和一個數字'],
    ])('names %s when it breaks the rules (%j)', async (field, override, message) => {
      const form = { ...uniqueAccount(), passwd: GOOD_PASSWORD, ...override };
      const res = await server.api('/users/register/manual.json', { method: 'POST', form, headers: nextIp() });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field, message }]);
    });

    it('names every missing field', async () => {
      const res = await server.api('/users/register/manual.json', { method: 'POST', form: {}, headers: nextIp() });
      expect(res.status).toBe(400);
      expect((res.body.fields as { field: string }[]).map((f) => f.field)).toEqual(['username', 'email', 'passwd']);
    });
  });

  describe('POST /users/sign_up.json', () => {
    it('signs a consumer up with User[...] fields, making a username from the e-mail', async () => {
      const fields = { ...consumerFields(), phone: '0912-000-101' };
      const res = await signUp(fields);
      expect(res.status).toBe(200);
      const user = await userRow(fields.email);
      expect(user).toMatchObject({ first_name: '小明', last_name: '王', phone: '+886912000101', is_phone_confirmed: false, signup_role: 'consumer' });
      expect(user.username).toBe(fields.email.split('@')[0]);
      const me = await server.api('/user/me.json', { token: res.body.session_id as string });
      expect(me.body.info).toMatchObject({ full_name: '王小明', quote_service_count: 0 });
      expect(await linkIn(server, fields.email, 'https://haobangshou.example.tw/activate/')).toContain(`/activate/${user.id}/`);
    });

    it('gives a username that is taken a number', async () => {
      const first = consumerFields();
      await signUp(first);
      const local = first.email.split('@')[0]!;
      const second = { ...consumerFields(), email: `${local}@another.example.tw` };
      expect((await signUp(second)).status).toBe(200);
      expect((await userRow(second.email)).username).toMatch(new RegExp(`^${local.replace('.', '\\.')}\\d+$`));
    });

    it('signs a pro up with a first service in the category and city chosen', async () => {
      const fields = { ...consumerFields(), service_category: 'aircon-installation', service_city: '臺北市' };
      const res = await signUp(fields);
      expect(res.status).toBe(200);
      const user = await userRow(fields.email);
      expect(user.signup_role).toBe('pro');
      const service = await server.db.selectFrom('quote_services').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(service.title).toBe('王小明的冷氣安裝服務');
      expect(service.slug).toMatch(/^aircon-installation-[a-f0-9]{8}$/);
      const category = await server.db
        .selectFrom('quote_service_categories')
        .innerJoin('quote_categories', 'quote_categories.id', 'quote_service_categories.quote_category_id')
        .select('quote_categories.slug')
        .where('quote_service_id', '=', service.id)
        .execute();
      expect(category).toEqual([{ slug: 'aircon-installation' }]);
      const areas = await server.db
        .selectFrom('quote_service_areas')
        .innerJoin('cities', 'cities.id', 'quote_service_areas.city_id')
        .select(['cities.name', 'quote_service_areas.district_id'])
        .where('quote_service_id', '=', service.id)
        .execute();
      expect(areas).toEqual([{ name: '臺北市', district_id: null }]);
      const me = await server.api('/user/me.json', { token: res.body.session_id as string });
      expect(me.body.info).toMatchObject({ signup_role: 'pro', quote_service_count: 1 });
    });

    it('starts a new pro with the welcome credit as a ledger entry of its own; a consumer gets none', async () => {
      const fields = { ...consumerFields(), service_category: 'aircon-installation', service_city: '臺北市' };
      const res = await signUp(fields);
      expect(res.status).toBe(200);
      const pro = await userRow(fields.email);
      const entries = await server.db.selectFrom('wallet_entries').select(['transaction_type', 'amount']).where('user_id', '=', pro.id).execute();
      expect(entries).toEqual([{ transaction_type: TransactionType.WelcomeGrant, amount: server.config.wallet.welcomeCredit }]);
      const me = await server.api('/user/me.json', { token: res.body.session_id as string });
      expect((me.body.info as { available_wallet_amount: number }).available_wallet_amount).toBe(server.config.wallet.welcomeCredit);

      const plain = consumerFields();
      expect((await signUp(plain)).status).toBe(200);
      const consumer = await userRow(plain.email);
      expect(await server.db.selectFrom('wallet_entries').select('id').where('user_id', '=', consumer.id).execute()).toEqual([]);
    });

    it('reads 台 as 臺 in the city name', async () => {
      const res = await signUp({ ...consumerFields(), service_category: 'aircon-repair', service_city: '台中市' });
      expect(res.status).toBe(200);
    });

    it('names an unknown category or city and creates nothing', async () => {
      const fields = { ...consumerFields(), service_category: 'dragon-taming', service_city: '火星市' };
      const res = await signUp(fields);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([
        { field: 'User[service_category]', message: '找不到這個服務類別，請重新選擇。' },
        { field: 'User[service_city]', message: '請選擇服務的縣市（例如 臺北市）。' },
      ]);
      expect(await server.db.selectFrom('users').select('id').where('email', '=', fields.email).executeTakeFirst()).toBeUndefined();
    });

    it('asks for the city when only the category is given, and the other way round', async () => {
      const onlyCategory = await signUp({ ...consumerFields(), service_category: 'aircon-repair' });
      expect(onlyCategory.status).toBe(400);
      expect((onlyCategory.body.fields as { field: string }[])[0]!.field).toBe('User[service_city]');
      const onlyCity = await signUp({ ...consumerFields(), service_city: '臺北市' });
      expect((onlyCity.body.fields as { field: string }[])[0]!.field).toBe('User[service_category]');
    });

    it('names fields the way the form sends them', async () => {
      const res = await signUp({ email: 'bad', password: 'short', first_name: '', last_name: '王', phone: '02-2345-6789' });
      expect(res.status).toBe(400);
      expect((res.body.fields as { field: string }[]).map((f) => f.field)).toEqual(['User[email]', 'User[password]', 'User[first_name]', 'User[phone]']);
      const empty = await server.api('/users/sign_up.json', { method: 'POST', form: {}, headers: nextIp() });
      expect(empty.status).toBe(400);
      expect(empty.body.fields).toEqual([{ field: 'User', message: '請填寫註冊資料' }]);
    });

    it('answers 409 for a taken e-mail', async () => {
      const fields = consumerFields();
      await signUp(fields);
      const again = await signUp({ ...fields, email: fields.email.toUpperCase() });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('account exists');
    });

    it('records the partner channel and the referral cookie', async () => {
      const fields = consumerFields();
      const res = await signUp(fields, { headers: nextIp(), cookie: 'partner_token=fet; referral_hash=ref_ABC-123' });
      expect(res.status).toBe(200);
      const user = await userRow(fields.email);
      expect(user).toMatchObject({ partner_channel: 'fet', referral_hash: 'ref_ABC-123' });
      const session = await server.db.selectFrom('sessions').select('partner_channel').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(session.partner_channel).toBe('fet');
    });

    it('ignores a malformed referral cookie', async () => {
      const fields = consumerFields();
      await signUp(fields, { headers: nextIp(), cookie: 'referral_hash=<script>' });
      expect((await userRow(fields.email)).referral_hash).toBeNull();
    });

    it('does not take over a phone another account holds, and does not say so', async () => {
      const first = { ...consumerFields(), phone: '0912000202' };
      await signUp(first);
      const second = { ...consumerFields(), phone: '0912000202' };
      const res = await signUp(second);
      expect(res.status).toBe(200);
      expect((await userRow(second.email)).phone).toBeNull();
      expect((await userRow(first.email)).phone).toBe('+886912000202');
    });
  });

  describe('limit on sign-ups per address', () => {
    // Ten sign-ups hash ten passwords: on a busy machine that takes tens of seconds.
    beforeEach(() => awayFromWindowEdge(SIGNUPS_PER_IP.windowSeconds, 60), 75_000);

    it('allows 10 sign-ups an hour from one address, then 429 with Retry-After', async () => {
      const ip = fromIp('10.30.0.1');
      for (let i = 0; i < 10; i++) expect((await register(server, ip)).res.status).toBe(200);
      const refused = await register(server, ip);
      expect(refused.res.status).toBe(429);
      expect(refused.res.body.message).toMatch(/^註冊次數過多，請於 \d+ (分鐘|秒)後再試。$/);
      expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
      const viaSignUp = await signUp(consumerFields(), { headers: ip });
      expect(viaSignUp.status).toBe(429);
      // Another address is not affected.
      expect((await register(server, fromIp('10.30.0.2'))).res.status).toBe(200);
    });

    it('does not count forms refused for their content', async () => {
      const ip = fromIp('10.31.0.1');
      for (let i = 0; i < 12; i++) {
        await server.api('/users/register/manual.json', { method: 'POST', form: { username: 'x', email: 'bad', passwd: '1' }, headers: ip });
      }
      expect((await register(server, ip)).res.status).toBe(200);
    });
  });

  describe('POST /users/check_account.json', () => {
    it('says existing for a taken username or e-mail, in any case, and available otherwise', async () => {
      const { username, email } = await register(server, nextIp());
      const ask = async (form: Record<string, string>) => (await server.api('/users/check_account.json', { method: 'POST', form })).body as Body;
      expect(await ask({ username })).toEqual({ status: 'Success', message: 'existing' });
      expect(await ask({ username: username.toUpperCase() })).toMatchObject({ message: 'existing' });
      expect(await ask({ email: email.toUpperCase() })).toMatchObject({ message: 'existing' });
      expect(await ask({ username: email })).toMatchObject({ message: 'existing' });
      expect(await ask({ username: 'free_name_zz9' })).toMatchObject({ message: 'available' });
      expect(await ask({ email: 'free.address@example.com' })).toMatchObject({ message: 'available' });
      expect(await ask({ username: 'free_name_zz9', email })).toMatchObject({ message: 'existing' });
    });

    it('asks for something to check, and for a real e-mail address', async () => {
      const none = await server.api('/users/check_account.json', { method: 'POST', form: {} });
      expect(none.status).toBe(400);
      expect(none.body.fields).toEqual([{ field: 'username', message: '請輸入帳號或電子郵件' }]);
      const bad = await server.api('/users/check_account.json', { method: 'POST', form: { email: 'not-an-address' } });
      expect(bad.status).toBe(400);
      expect((bad.body.fields as { field: string }[])[0]!.field).toBe('email');
    });

    it('stops one address after 60 checks an hour with a zh-TW 429', async () => {
      await awayFromWindowEdge(ACCOUNT_CHECKS_PER_IP.windowSeconds);
      const ip = { 'x-forwarded-for': '10.77.0.1' };
      const check = () => server.api('/users/check_account.json', { method: 'POST', form: { username: 'free_name_zz9' }, headers: ip });
      const answers = await Promise.all(Array.from({ length: ACCOUNT_CHECKS_PER_IP.limit + 5 }, check));
      expect(answers.filter((res) => res.status === 200)).toHaveLength(ACCOUNT_CHECKS_PER_IP.limit);
      const refused = answers.find((res) => res.status === 429)!;
      expect(refused.body.message).toMatch(/^查詢次數過多，請於 \d+ (分鐘|秒)後再試/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const elsewhere = await server.api('/users/check_account.json', { method: 'POST', form: { username: 'free_name_zz9' }, headers: { 'x-forwarded-for': '10.77.0.2' } });
      expect(elsewhere.status).toBe(200);
    });
  });
});
