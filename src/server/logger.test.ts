import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from './lib/redact-url';
import { openMessageSocket, socketUrl } from './features/messages/socket-client';
import { createSignedInUser } from './test/factories';
import { type CustomApp, startCustomApp } from './test/custom-app';
import { TEST_API_KEY } from './test/harness';

describe('redactUrl', () => {
  it.each([
    ['/resetpass/abcDEF_123-x', '/resetpass/[redacted]'],
    ['/resetpass/email/victim%40example.com', '/resetpass/[redacted]'],
    ['/zh-TW/resetpass/abc?from=x', '/zh-TW/resetpass/[redacted]?from=x'],
    ['/activate/42/abcdef', '/activate/42/[redacted]'],
    ['/api/users/activation/42/abcdef.json', '/api/users/activation/42/[redacted]'],
    ['/api/quote_requests/hash/0123abcd', '/api/quote_requests/hash/[redacted]'],
    ['/api/quote_bids/hash/0123abcd?x=1', '/api/quote_bids/hash/[redacted]?x=1'],
    ['/review/service/7/0123abcd', '/review/service/7/[redacted]'],
    ['/api/quote_feedbacks/invite/7/0123abcd', '/api/quote_feedbacks/invite/7/[redacted]'],
    ['/payment/0123abcd', '/payment/[redacted]'],
    ['/zh-TW/payment/0123abcd', '/zh-TW/payment/[redacted]'],
    ['/api/purchases/payment/0123abcd', '/api/purchases/payment/[redacted]'],
    ['/api/new/v1/third_party_payments/hash/0123abcd.json', '/api/new/v1/third_party_payments/hash/[redacted]'],
    ['/guest/safety-payment/0123abcd', '/guest/safety-payment/[redacted]'],
    ['/sandbox-gateway/tappay/tpc/payment/pay-by-prime', '/sandbox-gateway/tappay/tpc/payment/pay-by-prime'],
    ['/login?hash=0123abcd&from=%2Fdashboard', '/login?hash=[redacted]&from=%2Fdashboard'],
    ['/api/messages/socket?token=sess1on', '/api/messages/socket?token=[redacted]'],
    ['/x?TOKEN=a&Code=b&%74oken=c&code', '/x?TOKEN=[redacted]&Code=[redacted]&%74oken=[redacted]&code=[redacted]'],
    ['/pro-search?q=%E5%86%B7%E6%B0%A3&page=2', '/pro-search?q=%E5%86%B7%E6%B0%A3&page=2'],
    ['/service/12/slug', '/service/12/slug'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('the request log', () => {
  let server: CustomApp;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  beforeAll(async () => {
    server = await startCustomApp({ LOG_LEVEL: 'info' }, { logStream: stream });
  });
  afterAll(() => server.close());

  it('never holds a session token, a link hash or a code from a URL', async () => {
    const secrets = Array.from({ length: 12 }, (_, i) => `s3cr3t${i}Qx${'z'.repeat(20)}`);
    const paths = [
      `/resetpass/${secrets[0]}`,
      `/activate/5/${secrets[1]}`,
      `/api/users/activation/5/${secrets[2]}.json`,
      `/api/quote_requests/hash/${secrets[3]}`,
      `/api/quote_bids/hash/${secrets[4]}`,
      `/review/service/3/${secrets[5]}`,
      `/login?hash=${secrets[6]}`,
      `/payment/${secrets[7]}`,
      `/api/purchases/payment/${secrets[8]}`,
      `/whatever?code=${secrets[9]}`,
      `/api/quote_feedbacks/invite/3/${secrets[10]}`,
    ];
    for (const path of paths) await fetch(`${server.baseUrl}${path}`, { headers: { 'x-api-key': TEST_API_KEY } });
    // An old client still sending the session in the socket URL.
    const user = await createSignedInUser(server.database.db);
    const socketWithQuery = new URL(socketUrl(server.baseUrl));
    socketWithQuery.searchParams.set('token', user.token);
    await openMessageSocket(socketWithQuery.toString()).catch(() => undefined);
    // And a client signing in the supported way, with the token in a header of the upgrade.
    (await openMessageSocket(socketUrl(server.baseUrl), {}, user.token)).close();
    await new Promise((done) => setTimeout(done, 100));
    const log = lines.join('');
    expect(log).toContain('"url":"/resetpass/[redacted]"');
    expect(log).toContain('"url":"/api/messages/socket?token=[redacted]"');
    for (const secret of [...secrets.slice(0, 11), user.token]) expect(log).not.toContain(secret);
  });
});
