import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../adapters/messaging/outbox';
import { createSignedInUser } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';

/** POST /users/resend_activation.json: the quote list's button for an unconfirmed address. */
describe.each(ENGINES)('resending the activation e-mail on %s', (engine) => {
  const server = useTestServer(engine);

  const resend = (token?: string) => server.api('/users/resend_activation.json', { method: 'POST', json: {}, ...(token ? { token } : {}) });

  it('mails a fresh activation link to an unconfirmed address, a few times a day at most', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const res = await resend(token);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(user.email);
    await expect
      .poll(async () => (await readOutbox(server.db, user.email!)).filter((m) => m.subject.includes('啟用您的帳號')).length, { timeout: 5000 })
      .toBe(1);
    for (let i = 1; i < 5; i++) expect((await resend(token)).status).toBe(200);
    const over = await resend(token);
    expect(over.status).toBe(429);
    expect(over.body.message).toContain('驗證信');
  });

  it('refuses a confirmed address and a guest', async () => {
    const { user, token } = await createSignedInUser(server.db);
    await server.db.updateTable('users').set({ is_activated: true }).where('id', '=', user.id).execute();
    const confirmed = await resend(token);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.message).toBe('您的 Email 已經驗證完成。');
    expect((await resend()).status).toBe(403);
  });
});
