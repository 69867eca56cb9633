import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEON_SESSION_MAX_LENGTH } from '../../domain/users/accounts.schema';
import { forgetSeonAgents, type SeonAgent, type SeonAgentSource, seonSession } from './seon-agent';

const URL_A = 'https://cdn.example.com/js/v6/agent.umd.js';

/** A stand-in for the agent's script: `load` plays the script tag, `agent` what it defines on window.seon. */
function fakeSource(options: { load?: () => Promise<void>; session?: () => Promise<string>; defines?: boolean } = {}) {
  const agent: SeonAgent & { inits: number } = {
    inits: 0,
    init() {
      agent.inits += 1;
    },
    getSession: options.session ?? (() => Promise.resolve('V2ViO2FiYzsxMjM=')),
  };
  const load = vi.fn(options.load ?? (() => Promise.resolve()));
  const source: SeonAgentSource = { load, agent: () => (options.defines === false ? undefined : agent) };
  return { source, load, agent };
}

afterEach(() => {
  forgetSeonAgents();
  vi.useRealTimers();
});

describe('the SEON agent at login', () => {
  it('loads nothing and sends no payload while no agent is configured', async () => {
    const { source, load } = fakeSource();
    await expect(seonSession(null, { source })).resolves.toBeUndefined();
    await expect(seonSession(undefined, { source })).resolves.toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the script once, initialises the agent once and gives its payload', async () => {
    const { source, load, agent } = fakeSource();
    await expect(seonSession(URL_A, { source })).resolves.toBe('V2ViO2FiYzsxMjM=');
    await expect(seonSession(URL_A, { source })).resolves.toBe('V2ViO2FiYzsxMjM=');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(URL_A);
    expect(agent.inits).toBe(1);
  });

  it('goes on without a payload when the script fails, and tries the script again next time', async () => {
    let fail = true;
    const { source, load } = fakeSource({ load: () => (fail ? Promise.reject(new Error('could not load')) : Promise.resolve()) });
    await expect(seonSession(URL_A, { source })).resolves.toBeUndefined();
    fail = false;
    await expect(seonSession(URL_A, { source })).resolves.toBe('V2ViO2FiYzsxMjM=');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('goes on without a payload when the script defines no agent, or the agent fails', async () => {
    await expect(seonSession(URL_A, { source: fakeSource({ defines: false }).source })).resolves.toBeUndefined();
    forgetSeonAgents();
    await expect(seonSession(URL_A, { source: fakeSource({ session: () => Promise.reject(new Error('blocked')) }).source })).resolves.toBeUndefined();
  });

  it.each([
    ['an empty payload', ''],
    ['a payload longer than a login takes', 'x'.repeat(SEON_SESSION_MAX_LENGTH + 1)],
  ])('sends no payload for %s', async (_, payload) => {
    await expect(seonSession(URL_A, { source: fakeSource({ session: () => Promise.resolve(payload) }).source })).resolves.toBeUndefined();
  });

  it('waits at most 2 s for a script that never loads', async () => {
    vi.useFakeTimers();
    const { source } = fakeSource({ load: () => new Promise(() => {}) });
    let answer: string | undefined = 'pending';
    const pending = seonSession(URL_A, { source }).then((value) => {
      answer = value;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(answer).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(answer).toBeUndefined();
  });

  it('waits at most the given time for a payload that never comes', async () => {
    vi.useFakeTimers();
    const { source } = fakeSource({ session: () => new Promise(() => {}) });
    const pending = seonSession(URL_A, { source, waitMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toBeUndefined();
  });
});
