import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmtpEmailSender, transportOptions } from './smtp-email';

interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  user: string | undefined;
  raw: string;
}

/** Splits a raw message into unfolded headers and the body. */
function parseMessage(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

describe('SmtpEmailSender against a local SMTP server', () => {
  const received: ReceivedMail[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      // Plain SMTP on loopback; STARTTLS would need a certificate the client trusts.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'p@ss word') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
  });

  it('delivers a UTF-8 message with the configured sender, signed in with the URL credentials', async () => {
    const sender = new SmtpEmailSender({ url: `smtp://mailer:${encodeURIComponent('p@ss word')}@127.0.0.1:${port}`, from: '好幫手 <no-reply@haobangshou.tw>' });
    const text = '您好：\n\n您的驗證碼為 482913，10 分鐘內有效。\n請勿將驗證碼告訴他人。\n\n好幫手 敬上';
    await sender.sendEmail({ to: 'ming.wang@example.com', subject: '【好幫手】電子郵件驗證碼', text });
    sender.close();

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.user).toBe('mailer');
    expect(mail.envelopeFrom).toBe('no-reply@haobangshou.tw');
    expect(mail.envelopeTo).toEqual(['ming.wang@example.com']);
    const { headers, body } = parseMessage(mail.raw);
    expect(decodeHeader(headers.get('from')!)).toBe('好幫手 <no-reply@haobangshou.tw>');
    expect(headers.get('to')).toBe('ming.wang@example.com');
    expect(decodeHeader(headers.get('subject')!)).toBe('【好幫手】電子郵件驗證碼');
    expect(headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(headers.get('content-transfer-encoding')).toBe('base64');
    expect(Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')).toBe(text);
  });

  it('fails when the server refuses the credentials', async () => {
    const sender = new SmtpEmailSender({ url: `smtp://mailer:wrong@127.0.0.1:${port}`, from: 'no-reply@haobangshou.tw' });
    await expect(sender.sendEmail({ to: 'a@example.com', subject: '測試', text: '內容' })).rejects.toThrow(/Invalid username or password/);
    sender.close();
    expect(received).toHaveLength(0);
  });

  it('reads the connection settings from the URL', () => {
    expect(transportOptions('smtps://u%40x:p%3Aw@mail.example.com')).toMatchObject({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'u@x', pass: 'p:w' },
    });
    expect(transportOptions('smtp://mail.example.com:2525')).toMatchObject({ port: 2525, secure: false });
    expect(transportOptions('smtp://mail.example.com').auth).toBeUndefined();
  });
});
