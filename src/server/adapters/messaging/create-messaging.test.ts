import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/connection';
import { openTestDatabase } from '../../test/harness';
import { createMessaging } from './create-messaging';
import { FakeEvery8d } from '../../test/fakes/fake-every8d';
import { readOutbox } from './outbox';

describe('createMessaging', () => {
  let database: DatabaseHandle;
  const fake = new FakeEvery8d();
  let fakeUrl: string;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    fakeUrl = await fake.start();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('keeps everything in the outbox when no provider is configured', async () => {
    const messaging = createMessaging(loadConfig({}), database.db);
    await messaging.sendEmail({ to: 'Outbox@Example.com', subject: '主旨', text: '內容' });
    await messaging.sendSms({ to: '+886911000001', text: '簡訊', voice: true });
    expect(await readOutbox(database.db, 'outbox@example.com')).toMatchObject([{ channel: 'email', subject: '主旨', body: '內容' }]);
    expect(await readOutbox(database.db, '+886911000001')).toMatchObject([{ channel: 'voice', body: '簡訊' }]);
  });

  it('sends SMS through EVERY8D when SMS_PROVIDER=every8d, and e-mail still to the outbox', async () => {
    const config = loadConfig({ SMS_PROVIDER: 'every8d', EVERY8D_UID: fake.uid, EVERY8D_PWD: fake.pwd, EVERY8D_URL: fakeUrl });
    const messaging = createMessaging(config, database.db);
    await messaging.sendSms({ to: '+886911000002', text: '【好幫手】您的驗證碼為 111111' });
    expect(fake.received.map((r) => r.form.get('DEST'))).toEqual(['0911000002']);
    expect(await readOutbox(database.db, '+886911000002')).toEqual([]);
    await messaging.sendEmail({ to: 'still-outbox@example.com', subject: 's', text: 't' });
    expect(await readOutbox(database.db, 'still-outbox@example.com')).toHaveLength(1);
  });

  it('refuses to start in production without senders unless the outbox is allowed', () => {
    const base = {
      NODE_ENV: 'production',
      API_KEY: 'a-real-secret-key',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      ALLOW_SANDBOX_PAYMENTS: '1',
    };
    const allowed = loadConfig(base);
    expect(() => createMessaging(allowed, database.db)).not.toThrow();
    const refused = { ...allowed, messaging: { ...allowed.messaging, allowOutboxInProduction: false } };
    expect(() => createMessaging(refused, database.db)).toThrow(ConfigError);
    expect(() => createMessaging(refused, database.db)).toThrow(/SMTP_URL/);
    const smtpOnly = { ...refused, messaging: { ...refused.messaging, smtpUrl: 'smtp://127.0.0.1:2525' } };
    expect(() => createMessaging(smtpOnly, database.db)).toThrow(/SMS_PROVIDER/);
  });
});
