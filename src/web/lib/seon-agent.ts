import { SEON_SESSION_MAX_LENGTH } from '../../domain/users/accounts.schema';
import { loadScript } from './social/load-script';
import { withTimeout } from './with-timeout';

/** What SEON's JavaScript agent (v6, `agent.umd.js`) puts on `window.seon`: `init()` on load, `getSession()` when the payload is needed. */
export interface SeonAgent {
  init(config?: Record<string, unknown>): unknown;
  getSession(config?: Record<string, unknown>): Promise<string>;
}

/** How long a login waits for the agent (its script and its payload together) before it goes on without. */
export const SEON_WAIT_MS = 2_000;

/** Where the agent comes from: the page's script loader and `window.seon` by default; tests give fakes. */
export interface SeonAgentSource {
  load(src: string): Promise<void>;
  agent(): SeonAgent | undefined;
}

function isAgent(value: unknown): value is SeonAgent {
  const candidate = value as Partial<SeonAgent> | null | undefined;
  return typeof candidate?.init === 'function' && typeof candidate.getSession === 'function';
}

const pageSource: SeonAgentSource = {
  load: loadScript,
  agent: () => {
    const value: unknown = (window as Window & { seon?: unknown }).seon;
    return isAgent(value) ? value : undefined;
  },
};

const started = new Map<string, Promise<SeonAgent>>();

/**
 * Loads the agent's script once and calls its `init()` (SEON asks for it early, so it can watch
 * the page before the payload is taken). A failed load is forgotten, so a later call tries again.
 */
export function prepareSeonAgent(src: string, source: SeonAgentSource = pageSource): Promise<SeonAgent> {
  const existing = started.get(src);
  if (existing) return existing;
  const promise = source.load(src).then(() => {
    const agent = source.agent();
    if (!agent) throw new Error('the SEON agent did not define window.seon');
    agent.init();
    return agent;
  });
  started.set(src, promise);
  promise.catch(() => started.delete(src));
  return promise;
}

/**
 * The agent's payload for a login's `seon_session`, or undefined: when no agent is configured,
 * its script fails, it answers no usable text, or it takes more than `waitMs`. A login never
 * waits longer than that, and never fails because of the agent.
 */
export async function seonSession(src: string | null | undefined, options: { waitMs?: number; source?: SeonAgentSource } = {}): Promise<string | undefined> {
  if (!src) return undefined;
  try {
    const session = await withTimeout(
      prepareSeonAgent(src, options.source).then((agent) => agent.getSession()),
      options.waitMs ?? SEON_WAIT_MS,
    );
    return typeof session === 'string' && session.length > 0 && session.length <= SEON_SESSION_MAX_LENGTH ? session : undefined;
  } catch {
    return undefined;
  }
}

/** Tests only: forgets the agents loaded so far. */
export function forgetSeonAgents(): void {
  started.clear();
}
