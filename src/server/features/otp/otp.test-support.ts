import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestServer } from '../../test/harness';

/** Tests only: helpers shared by the OTP API tests. */

/** A fresh mobile number, as a person types it (09xxxxxxxx) and as stored (+8869xxxxxxxx). */
export function newPhone(): { local: string; canonical: string } {
  const rest = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { local: `09${rest}`, canonical: `+8869${rest}` };
}

export function newEmail(prefix = 'otp'): string {
  return `${prefix}.${randomInt(0, 1e9)}@example.com`;
}

interface OutboxMessage {
  channel: 'email' | 'sms' | 'voice';
  to: string;
  subject: string;
  body: string;
  created: string;
}

export async function outbox(server: TestServer, to: string): Promise<OutboxMessage[]> {
  const res = await server.api(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return res.body.messages as OutboxMessage[];
}

/** The code in the newest message to a phone or e-mail (read aloud codes included). */
export async function latestCode(server: TestServer, to: string): Promise<string> {
  const messages = await outbox(server, to);
  const body = messages.at(-1)?.body ?? '';
  // Standing alone: a username such as user_1234567a must not pass for a code.
  const code = /(?<!\w)(\d{6})(?!\w)/.exec(body)?.[1] ?? /(\d(?:、\d){5})/.exec(body)?.[1]?.replaceAll('、', '');
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Moves the challenges of a destination into the past, as if `seconds` had gone by. */
export async function timeTravel(server: TestServer, destination: string, seconds: number): Promise<void> {
  const shift = sql`make_interval(secs => ${seconds})`;
  await server.db
    .updateTable('otp_challenges')
    .set({ created: sql`created - ${shift}`, expires_at: sql`expires_at - ${shift}` })
    .where('destination', '=', destination)
    .execute();
  await server.db
    .updateTable('throttle_gaps')
    .set({ last_at: sql`last_at - ${shift}` })
    .where('key', '=', destination)
    .execute();
}

/** A code that differs from the right one. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
