import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_USER_SETTINGS } from '../../../domain/users/settings';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { createSignedInUser, fundWallet } from '../../test/factories';
import { TINY_PNG as PNG, TINY_JPEG as JPEG, TINY_GIF as GIF, samePicture } from '../media/media.test-support';


function form(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  if (file) data.set('avatar', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return data;
}

describe.each(ENGINES)('the signed-in user on %s', (engine) => {
  let server: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'users-test-'));
    server = await startTestServer(engine, { env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://haobangshou.example.tw' } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const fileOf = (url: string) => join(dataDir, 'uploads', new URL(url, server.baseUrl).pathname.replace(/^\/uploads\//, ''));

  describe('GET /user/me.json', () => {
    it('answers the whole user state of the contract', async () => {
      const { user, token } = await createSignedInUser(server.db);
      const res = await server.api('/user/me.json', { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'Success',
        info: {
          id: user.id,
          username: user.username,
          email: user.email,
          full_name: '王小明',
          s3_thumb_url: null,
          available_wallet_amount: 0,
          quote_service_count: 0,
          onboard_state: 0,
          is_phone_confirmed: 0,
          phone: null,
          is_activated: 0,
          signup_role: 'consumer',
        },
        profile: { first_name: '小明', last_name: '王' },
        avatar: { amazon_s3_thumb_url: null, amazon_s3_original_url: null },
        settings: DEFAULT_USER_SETTINGS,
        notification_settings: DEFAULT_NOTIFICATION_SETTINGS,
        blocked_status: { is_blocked: 0, blocked_user_ids: [], blocked_count: 0 },
        id_status: { status: 0, is_verified: 0, card_type: null, service_certificate_id: null },
        qualificationStatusList: [],
        unreadCount: 0,
        cartCount: 0,
        unreadBookingCount: 0,
        social: { google: 0, apple: 0, facebook: 0 },
        has_password: 0,
      });
    });

    it('counts services that are not archived, and shows linked providers and a password', async () => {
      const { user, token } = await createSignedInUser(server.db);
      await server.db
        .insertInto('quote_services')
        .values([
          { user_id: user.id, slug: `a-${user.id}`, title: 'A' },
          { user_id: user.id, slug: `b-${user.id}`, title: 'B' },
          { user_id: user.id, slug: `c-${user.id}`, title: 'C', is_archived: true },
        ])
        .execute();
      await server.db.insertInto('user_social_accounts').values({ user_id: user.id, provider: 'apple', provider_user_id: `apple-${user.id}`, email: null }).execute();
      await server.db
        .updateTable('users')
        .set({ password_hash: 'x', is_phone_confirmed: true, phone: '+886912000404', is_activated: true })
        .where('id', '=', user.id)
        .execute();
      const { body } = await server.api('/user/me.json', { token });
      expect(body.info).toMatchObject({ quote_service_count: 2, is_phone_confirmed: 1, phone: '+886912000404', is_activated: 1 });
      expect(body.social).toEqual({ google: 0, apple: 1, facebook: 0 });
      expect(body.has_password).toBe(1);
    });

    it('reports the wallet balance in GET /user/me.json', async () => {
      const { user, token } = await createSignedInUser(server.db);
      await fundWallet(server.db, user.id, 480, { note: '活動' });
      const { body } = await server.api('/user/me.json', { token });
      expect(body.info).toMatchObject({ available_wallet_amount: 480 });
      const brief = await server.api('/user/me/type:brief.json', { token });
      expect(brief.body.info).toMatchObject({ available_wallet_amount: 480 });
    });

    it('GET /user/me/type:brief.json answers the info block only', async () => {
      const { user, token } = await createSignedInUser(server.db);
      const res = await server.api('/user/me/type:brief.json', { token });
      expect(Object.keys(res.body)).toEqual(['status', 'info']);
      expect(res.body.info).toMatchObject({ id: user.id, quote_service_count: 0, available_wallet_amount: 0 });
    });

    it('answers 403 for a session whose user was deleted', async () => {
      const { user, token } = await createSignedInUser(server.db);
      await server.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', user.id).execute();
      expect((await server.api('/user/me.json', { token })).status).toBe(403);
    });
  });

  describe('settings', () => {
    it('GET and POST /user/get_settings.json give every key with its default', async () => {
      const { token } = await createSignedInUser(server.db);
      for (const method of ['GET', 'POST']) {
        const res = await server.api('/user/get_settings.json', { method, token });
        expect(res.body).toEqual({ status: 'Success', settings: DEFAULT_USER_SETTINGS, notification_settings: DEFAULT_NOTIFICATION_SETTINGS });
      }
    });

    it('POST /user/change_settings.json changes some keys from a form, and they stay changed', async () => {
      const { token } = await createSignedInUser(server.db);
      const res = await server.api('/user/change_settings.json', {
        method: 'POST',
        token,
        form: { 'settings[weekly_summary]': '0', 'notification_settings[email_marketing]': '1' },
      });
      const expected = {
        status: 'Success',
        settings: { ...DEFAULT_USER_SETTINGS, weekly_summary: 0 },
        notification_settings: { ...DEFAULT_NOTIFICATION_SETTINGS, email_marketing: 1 },
      };
      expect(res.body).toEqual(expected);
      expect((await server.api('/user/get_settings.json', { token })).body).toEqual(expected);
      const again = await server.api('/user/change_settings.json', { method: 'POST', token, json: { notification_settings: { sms_hired: 0 } } });
      expect(again.body.notification_settings).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, email_marketing: 1, sms_hired: 0 });
      expect(again.body.settings).toEqual({ ...DEFAULT_USER_SETTINGS, weekly_summary: 0 });
      const me = await server.api('/user/me.json', { token });
      expect(me.body.notification_settings).toEqual(again.body.notification_settings);
    });

    it('refuses an unknown key or a value other than 0 and 1, naming each, and changes nothing', async () => {
      const { token } = await createSignedInUser(server.db);
      const res = await server.api('/user/change_settings.json', {
        method: 'POST',
        token,
        json: { settings: { weekly_summary: 0, dark_mode: 1 }, notification_settings: { email_hired: 5 } },
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([
        { field: 'settings[dark_mode]', message: '沒有這個設定項目' },
        { field: 'notification_settings[email_hired]', message: '設定值只能是 0 或 1' },
      ]);
      expect((await server.api('/user/get_settings.json', { token })).body.settings).toEqual(DEFAULT_USER_SETTINGS);
    });
  });

  describe('POST /user/edit_profile.json', () => {
    it('changes the names from a form', async () => {
      const { token } = await createSignedInUser(server.db);
      const res = await server.api('/user/edit_profile.json', { method: 'POST', token, form: { first_name: ' 大華 ', last_name: '陳' } });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['status', 'info', 'profile', 'avatar']);
      expect(res.body.profile).toEqual({ first_name: '大華', last_name: '陳' });
      expect((res.body.info as { full_name: string }).full_name).toBe('陳大華');
    });

    it.each([
      ['a PNG', PNG, 'png'],
      ['a JPEG', JPEG, 'jpg'],
      ['a GIF', GIF, 'gif'],
    ])('takes %s as the avatar and serves it from /uploads with a long cache', async (_name, data, extension) => {
      const { token } = await createSignedInUser(server.db);
      const res = await server.api('/user/edit_profile.json', { method: 'POST', token, body: form({ first_name: '小美' }, { name: 'me.bin', data }) });
      expect(res.status).toBe(200);
      const avatar = res.body.avatar as { amazon_s3_thumb_url: string; amazon_s3_original_url: string };
      // Site-relative: shown by whatever address the site is reached at (PUBLIC_URL is not in it).
      expect(avatar.amazon_s3_original_url).toMatch(new RegExp(`^/uploads/avatars/[a-f0-9]{32}\\.${extension}$`));
      expect(avatar.amazon_s3_thumb_url).toBe(avatar.amazon_s3_original_url);
      expect((res.body.info as { s3_thumb_url: string }).s3_thumb_url).toBe(avatar.amazon_s3_thumb_url);
      expect((res.body.profile as { first_name: string }).first_name).toBe('小美');
      const served = await fetch(`${server.baseUrl}${avatar.amazon_s3_original_url}`);
      expect(served.status).toBe(200);
      expect(await samePicture(Buffer.from(await served.arrayBuffer()), data)).toBe(true);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('removes the previous avatar file once a new one is saved', async () => {
      const { token } = await createSignedInUser(server.db);
      const first = await server.api('/user/edit_profile.json', { method: 'POST', token, body: form({}, { name: 'a.png', data: PNG }) });
      const firstUrl = (first.body.avatar as { amazon_s3_original_url: string }).amazon_s3_original_url;
      expect(existsSync(fileOf(firstUrl))).toBe(true);
      const second = await server.api('/user/edit_profile.json', { method: 'POST', token, body: form({}, { name: 'b.gif', data: GIF }) });
      const secondUrl = (second.body.avatar as { amazon_s3_original_url: string }).amazon_s3_original_url;
      expect(existsSync(fileOf(firstUrl))).toBe(false);
      expect(existsSync(fileOf(secondUrl))).toBe(true);
    });

    it('ignores an empty file part (a form with no file chosen)', async () => {
      const { token } = await createSignedInUser(server.db);
      const res = await server.api('/user/edit_profile.json', { method: 'POST', token, body: form({ last_name: '林' }, { name: '', data: Buffer.alloc(0) }) });
      expect(res.status).toBe(200);
      expect((res.body.avatar as { amazon_s3_original_url: string | null }).amazon_s3_original_url).toBeNull();
    });

    it.each([
      ['a PDF', Buffer.from('%PDF-1.7 ...'), 'doc.png'],
      ['HTML named like a picture', Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'icon.svg'],
    ])('refuses %s with 400 unable to upload', async (_name, data, filename) => {
      const { token } = await createSignedInUser(server.db);
      const res = await server.api('/user/edit_profile.json', { method: 'POST', token, body: form({ first_name: '小美' }, { name: filename, data, type: 'image/png' }) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'unable to upload', message: '無法上傳' });
      expect(res.body.fields).toEqual([{ field: 'avatar', message: '大頭貼只接受 PNG、JPEG 或 GIF 圖片。' }]);
      // Nothing changed, the name included.
      expect((await server.api('/user/me.json', { token })).body.profile).toEqual({ first_name: '小明', last_name: '王' });
    });

    it('refuses an avatar sent as text rather than a file', async () => {
      const { token } = await createSignedInUser(server.db);
      const res = await server.api('/user/edit_profile.json', { method: 'POST', token, form: { avatar: 'https://example.com/me.png' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('unable to upload');
    });

    it('takes a file of exactly 10,000,000 bytes and answers 413 for one byte more', async () => {
      const { token } = await createSignedInUser(server.db);
      const big = Buffer.alloc(10_000_000);
      PNG.copy(big);
      const fits = await server.api('/user/edit_profile.json', { method: 'POST', token, body: form({}, { name: 'big.png', data: big }) });
      expect(fits.status).toBe(200);
      const tooBig = Buffer.alloc(10_000_001);
      PNG.copy(tooBig);
      const res = await server.api('/user/edit_profile.json', { method: 'POST', token, body: form({}, { name: 'huge.png', data: tooBig }) });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ error: 'file size over 10 MB', message: '檔案大小需小於 10 MB。' });
    });

    it('names a name that is too long', async () => {
      const { token } = await createSignedInUser(server.db);
      const res = await server.api('/user/edit_profile.json', { method: 'POST', token, form: { first_name: '名'.repeat(31) } });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'first_name', message: '請輸入 1 到 30 個字' }]);
    });
  });

  it('answers 404 for an upload that does not exist, and never lists the folder', async () => {
    expect((await fetch(`${server.baseUrl}/uploads/avatars/${'0'.repeat(32)}.png`)).status).toBe(404);
    // A folder is refused (the static server says 403 outside the API); nothing is listed.
    expect([403, 404]).toContain((await fetch(`${server.baseUrl}/uploads/avatars/`)).status);
  });
});
