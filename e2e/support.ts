// What the browser tests share: calling the API as a client does, making users with a verified
// phone, and answering a category's questions.
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';

export const baseUrl = inject('baseUrl');
export const apiKey = inject('apiKey');
export const PATIENCE = 15_000;
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: PATIENCE });

interface OutboxMessage {
  to: string;
  body: string;
}

/** A client address of its own, so each test's sign-ups stay under the per-address limit. */
/**
 * Waits until React has hydrated the element (its props are attached to the node), so a click,
 * a change or a submit on it reaches the app instead of the browser's default, as it would once a
 * person could see the page working. A slow machine loads the scripts late; acting before then
 * sends a form the browser's way or loses a change.
 */
export async function whenHydrated(element: Locator): Promise<Locator> {
  await eventually(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  return element;
}

export function clientIp(): string {
  const n = Math.floor(Math.random() * 250) + 1;
  const m = Math.floor(Math.random() * 250) + 1;
  return `10.${70 + Math.floor(Math.random() * 20)}.${n}.${m}`;
}

/**
 * What the development outbox holds for a phone or an address. It answers this machine only,
 * so the read goes without the forged client address the other calls carry.
 */
export async function readOutbox<M = { body: string }>(to: string, base: string = baseUrl): Promise<{ status: number; messages: M[] }> {
  const res = await fetch(`${base}/api/dev/outbox.json?to=${encodeURIComponent(to)}`, { headers: { 'X-Api-Key': apiKey } });
  const json = (await res.json()) as { messages?: M[] };
  return { status: res.status, messages: json.messages ?? [] };
}

/**
 * Calls the API the way a client does: key header, JSON body, session token and client address
 * when given; `base` names a server of the test's own instead of the shared one.
 */
export async function api<T>(path: string, options: { body?: unknown; token?: string; ip?: string; base?: string } = {}): Promise<{ status: number; json: T }> {
  const headers: Record<string, string> = { 'X-Api-Key': apiKey, 'Content-Type': 'application/json', 'X-Forwarded-For': options.ip ?? clientIp() };
  if (options.token) headers['X-Session-Token'] = options.token;
  const res = await fetch(`${options.base ?? baseUrl}/api${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/**
 * Signs a user up (`prefix` names the e-mail) and verifies their phone with the code from the dev
 * outbox; `base` names a server of the test's own instead of the shared one.
 */
export async function createVerifiedUser(prefix: string, user: Record<string, string>, options: { base?: string } = {}): Promise<string> {
  const base = options.base ?? baseUrl;
  const ip = clientIp();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const signup = await api<{ session_id: string }>('/users/sign_up.json', {
    ip,
    base,
    body: { User: { email: `${prefix}-${stamp}@example.com`, password: 'secret123', ...user } },
  });
  expect(signup.status).toBe(200);
  const token = signup.json.session_id;
  const digits = stamp.slice(-8).padStart(8, '0');
  const preauth = await api<{ hash: string }>('/users/verify/phone/preauth.json', { body: { phone: `09${digits}` }, token, ip, base });
  expect(preauth.status).toBe(200);
  // The code reaches the outbox right after the call; look a few times in case it is still on its way.
  let code: string | undefined;
  for (let attempt = 0; attempt < 50 && code === undefined; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 100));
    const json = await readOutbox<OutboxMessage>(`+8869${digits}`, base);
    code = /(?<!\w)(\d{6})(?!\w)/.exec(json.messages.at(-1)?.body ?? '')?.[1];
  }
  if (code === undefined) throw new Error(`no code in the outbox for 09${digits}`);
  const auth = await api('/users/verify/phone/auth.json', { body: { hash: preauth.json.hash, otp: code }, token, ip, base });
  expect(auth.status).toBe(200);
  return token;
}

/** A valid answer to every question of the category, by field id. */
export function answersFor(category: QuoteCategoryDetailResponse): Record<string, string | string[]> {
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  return Object.fromEntries(
    category.QuoteFormField.map((field) => {
      switch (field.type) {
        case 'single_choice':
          return [String(field.id), field.options[0]!];
        case 'multiple_choice':
          return [String(field.id), [field.options[0]!]];
        case 'number':
          return [String(field.id), '2'];
        case 'date':
          return [String(field.id), tomorrow];
        default:
          return [String(field.id), '分離式冷氣'];
      }
    }),
  );
}

/** Three random ideographs: a name no other test's pro shares, so a search finds only this pro. */
export function uniqueName(): string {
  return Array.from({ length: 3 }, () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000))).join('');
}

/**
 * Signs up a leak-repair pro in 花蓮縣 named `lastName` + `firstName` (a unique name, see
 * `uniqueName`) and returns the id of the service the sign-up made, found by the public search.
 */
export async function signUpSearchablePro(prefix: string, firstName: string, lastName: string): Promise<{ serviceId: number }> {
  const signup = await api('/users/sign_up.json', {
    body: { User: { email: `${prefix}-${Date.now()}@example.com`, password: 'secret123', first_name: firstName, last_name: lastName, service_category: 'leak-repair', service_city: '花蓮縣' } },
  });
  expect(signup.status).toBe(200);
  const search = await api<{ quote_services: { id: number }[] }>(`/quote_services/search.json?q=${encodeURIComponent(firstName)}`);
  expect(search.json.quote_services).toHaveLength(1);
  return { serviceId: search.json.quote_services[0]!.id };
}

/** Picks one option of a typed list box (the request form's places): types its name and clicks it in the list. */
export async function pickFromList(page: Page, label: string, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(name);
  // A district's option also shows its postcode: the option whose text begins with the name.
  await page.getByRole('listbox', { name: label, exact: true }).getByRole('option').filter({ hasText: new RegExp(`^\\s*${name}`) }).first().click();
  await expect.poll(() => box.inputValue(), { timeout: PATIENCE }).toBe(name);
}

/**
 * Chooses a city and then a district of it in the request form (typed, picked from each list);
 * `labels` for the fields of a move's destination ('搬入縣市', '搬入鄉鎮市區').
 */
export async function pickPlace(page: Page, place: { city: string; district?: string }, labels: { city: string; district: string } = { city: '縣市', district: '鄉鎮市區' }): Promise<void> {
  await pickFromList(page, labels.city, place.city);
  if (place.district !== undefined) await pickFromList(page, labels.district, place.district);
}
