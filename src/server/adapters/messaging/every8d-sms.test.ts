import { describe, expect, it } from 'vitest';
import { Every8dError, Every8dSmsSender, parseEvery8dAnswer } from './every8d-sms';
import { FakeEvery8d } from '../../test/fakes/fake-every8d';
import { useFake } from '../../test/fakes/use-fake';

const TEXT = '【好幫手】您的驗證碼為 123456，10 分鐘內有效。請勿將驗證碼告訴他人。';

describe('Every8dSmsSender against a local fake of the EVERY8D HTTP API', () => {
  const fake = new FakeEvery8d();
  const { baseUrl } = useFake(fake);

  const sender = (pwd = 's3cret') => new Every8dSmsSender({ uid: 'haobangshou', pwd, baseUrl: `${baseUrl()}/`, subject: '驗證碼' });

  it('posts the documented form fields with the number in local form', async () => {
    await sender().sendSms({ to: '+886912345678', text: TEXT });
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'POST', path: '/API21/HTTP/sendSMS.ashx' });
    expect(request!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(request!.form)).toEqual({
      UID: 'haobangshou',
      PWD: 's3cret',
      SB: '驗證碼',
      MSG: TEXT,
      DEST: '0912345678',
      ST: '',
      RETRYTIME: '10',
    });
  });

  it('returns the receipt of a send', async () => {
    const receipt = await sender().send('0912345678', TEXT);
    expect(receipt).toEqual({ credit: 98, sent: 1, cost: 1, unsent: 0, batchId: 'a1b2c3d4-0000-4000-8000-000000000001' });
  });

  it('sends a voice code as an SMS, since the HTTP API has no voice calls', async () => {
    await sender().sendSms({ to: '+886987654321', text: '您的語音驗證碼是 1、2、3、4、5、6。', voice: true });
    expect(fake.received[0]!.form.get('DEST')).toBe('0987654321');
    expect(fake.received[0]!.form.get('MSG')).toBe('您的語音驗證碼是 1、2、3、4、5、6。');
  });

  it('throws the provider error code when it refuses the account', async () => {
    const error = await sender('wrong').sendSms({ to: '+886912345678', text: TEXT }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Every8dError);
    expect((error as Every8dError).code).toBe(-27);
    expect((error as Every8dError).message).toContain('帳號或密碼錯誤');
  });

  it('throws when the account had no credit to send the message', async () => {
    fake.answer = () => ({ status: 200, body: '0.00,0,0.00,1,a1b2c3d4-0000-4000-8000-000000000002' });
    await expect(sender().sendSms({ to: '+886912345678', text: TEXT })).rejects.toThrow(/did not send/);
  });

  it('throws on an HTTP failure of the provider', async () => {
    fake.answer = () => ({ status: 503, body: 'Service Unavailable' });
    await expect(sender().sendSms({ to: '+886912345678', text: TEXT })).rejects.toThrow(/HTTP 503/);
  });

  it('refuses a number that is not a canonical Taiwan mobile before calling the provider', async () => {
    await expect(sender().sendSms({ to: '0212345678', text: TEXT })).rejects.toThrow();
    expect(fake.received).toHaveLength(0);
  });
});

describe('parseEvery8dAnswer', () => {
  it('reads a receipt', () => {
    expect(parseEvery8dAnswer('79.00,1,1.00,0,220478cc-8506-49b2-93b7-2505f651c12e\r\n')).toEqual({
      credit: 79,
      sent: 1,
      cost: 1,
      unsent: 0,
      batchId: '220478cc-8506-49b2-93b7-2505f651c12e',
    });
  });

  it.each([
    ['-99,主機端發生不明錯誤', -99],
    ['-4,參數錯誤', -4],
  ])('throws the error code of %j', (answer, code) => {
    expect(() => parseEvery8dAnswer(answer)).toThrow(Every8dError);
    try {
      parseEvery8dAnswer(answer);
    } catch (error) {
      expect((error as Every8dError).code).toBe(code);
    }
  });

  it.each(['', 'OK', '1,2,3', 'a,b,c,d,e', '<html>error</html>'])('throws on the undocumented answer %j', (answer) => {
    expect(() => parseEvery8dAnswer(answer)).toThrow(/does not document/);
  });
});
