// @vitest-environment happy-dom
import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type IntegrationsConfig, NO_INTEGRATIONS } from '../../domain/integrations/integrations';
import { anonymousUserId, followSignedInPerson, type IdentityGlobals } from './integration-identity';
import { loadIntegrations } from './integrations';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const ORIGIN = 'https://example.tw';
const ALL: IntegrationsConfig = { gtmId: 'GTM-ABC1234', chatWidgetId: '5e2672718e78b86ed8aa4862/default', helpWidgetKey: '0b5e6f2a-1111-4222-8333-944455556666', heatmapId: '1234567' };
const person = { id: 42, name: '王小明', email: 'ming@example.com' };
const other = { id: 43, name: '林怡君', email: null };

afterEach(() => {
  document.head.innerHTML = '';
});

/** The page as the vendors' snippets leave it: what loadIntegrations sets up before each script loads. */
function page(config: IntegrationsConfig) {
  const win = { document } as unknown as IdentityGlobals & Window & typeof globalThis;
  loadIntegrations(config, win);
  return win;
}

/** Tawk_API once embed.tawk.to has run: the documented methods, recording their calls. */
function loadTawk(win: IdentityGlobals) {
  const calls: unknown[][] = [];
  const api = win.Tawk_API!;
  api.setAttributes = (attributes: Record<string, string>) => void calls.push(['setAttributes', attributes]);
  api.logout = () => void calls.push(['logout']);
  api.onLoad?.();
  return calls;
}

/** zE once Zendesk's snippet.js has run, recording its commands; the snippet's load event fires. */
function loadZendesk(win: IdentityGlobals) {
  const calls: unknown[][] = [];
  win.zE = (...args: unknown[]) => void calls.push(args);
  document.getElementById('ze-snippet')!.dispatchEvent(new Event('load'));
  return calls;
}

describe('the integrations know who is signed in', () => {
  it('uses a stable pseudonym: the same for the same person, different for another, never the account id', async () => {
    const a = await anonymousUserId(ORIGIN, 42, subtle);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(await anonymousUserId(ORIGIN, 42, subtle)).toBe(a);
    expect(await anonymousUserId(ORIGIN, 43, subtle)).not.toBe(a);
    expect(a).not.toContain('42');
  });

  it('pushes a login with the pseudonym to the tag manager and a logout with no id', async () => {
    const win = page({ ...NO_INTEGRATIONS, gtmId: ALL.gtmId });
    const follow = followSignedInPerson({ ...NO_INTEGRATIONS, gtmId: ALL.gtmId }, win, ORIGIN, subtle);
    const id = await anonymousUserId(ORIGIN, 42, subtle);
    await follow(person);
    await follow(person);
    await follow(null);
    expect(win.dataLayer!.slice(1)).toEqual([
      { event: 'login', user_id: id },
      { event: 'logout', user_id: null },
    ]);
    expect(JSON.stringify(win.dataLayer)).not.toContain('ming@example.com');
  });

  it('identifies the pseudonym to the heatmap through its queue and clears it on sign-out', async () => {
    const win = page({ ...NO_INTEGRATIONS, heatmapId: ALL.heatmapId });
    const follow = followSignedInPerson({ ...NO_INTEGRATIONS, heatmapId: ALL.heatmapId }, win, ORIGIN, subtle);
    await follow(person);
    await follow(null);
    const queue = (win.hj as unknown as { q: unknown[][] }).q;
    expect(queue).toEqual([
      ['identify', await anonymousUserId(ORIGIN, 42, subtle), {}],
      ['identify', null, {}],
    ]);
  });

  it('gives the chat widget the name before it loads and the pseudonym once it is up, then logs out', async () => {
    const config = { ...NO_INTEGRATIONS, chatWidgetId: ALL.chatWidgetId };
    const win = page(config);
    const follow = followSignedInPerson(config, win, ORIGIN, subtle);
    await follow(person);
    expect(win.Tawk_API!.visitor).toEqual({ name: '王小明' });
    const calls = loadTawk(win);
    const id = await anonymousUserId(ORIGIN, 42, subtle);
    expect(calls).toEqual([['setAttributes', { name: '王小明', 'user-id': id }]]);
    await follow(other);
    expect(calls[1]).toEqual(['setAttributes', { name: '林怡君', 'user-id': await anonymousUserId(ORIGIN, 43, subtle) }]);
    await follow(null);
    expect(calls[2]).toEqual(['logout']);
    expect(win.Tawk_API!.visitor).toBeUndefined();
    expect(JSON.stringify(calls)).not.toContain('@');
  });

  it('prefills the help form with the name and the reply address once the widget is up, and clears it on sign-out', async () => {
    const config = { ...NO_INTEGRATIONS, helpWidgetKey: ALL.helpWidgetKey };
    const win = page(config);
    const follow = followSignedInPerson(config, win, ORIGIN, subtle);
    await follow(person);
    const calls = loadZendesk(win);
    expect(calls).toEqual([['webWidget', 'prefill', { name: { value: '王小明' }, email: { value: 'ming@example.com' } }]]);
    await follow(null);
    expect(calls.slice(1)).toEqual([
      ['webWidget', 'logout'],
      ['webWidget', 'clear'],
    ]);
  });

  it('tells every configured integration at once, and nothing when none is configured or no one is signed in', async () => {
    const win = page(ALL);
    const tawk = loadTawk(win);
    const zendesk = loadZendesk(win);
    const follow = followSignedInPerson(ALL, win, ORIGIN, subtle);
    await follow(null);
    expect(win.dataLayer).toHaveLength(1);
    expect(tawk).toEqual([]);
    await follow(other);
    expect(win.dataLayer).toHaveLength(2);
    expect((win.hj as unknown as { q: unknown[] }).q).toHaveLength(1);
    expect(tawk).toHaveLength(1);
    expect(zendesk).toEqual([['webWidget', 'prefill', { name: { value: '林怡君' } }]]);

    const bare = { document } as unknown as IdentityGlobals;
    await followSignedInPerson(NO_INTEGRATIONS, bare, ORIGIN, subtle)(person);
    await followSignedInPerson(undefined, bare, ORIGIN, subtle)(person);
    expect(Object.keys(bare)).toEqual(['document']);
  });
});
