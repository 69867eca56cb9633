import type { IntegrationsConfig } from '../../domain/integrations/integrations';

/**
 * Tells each configured integration who is signed in, with each vendor's own client API, and
 * forgets the person on sign-out:
 * - tag manager: a `login` event with `user_id` on the dataLayer (`logout` with `user_id: null`);
 * - heatmap: `hj('identify', id)` (`hj('identify', null)` on sign-out);
 * - chat widget: `Tawk_API.setAttributes({ name, 'user-id': id })` once the widget is up
 *   (`Tawk_API.visitor` before it loads); `Tawk_API.logout()` on sign-out;
 * - help widget: the contact form is prefilled with the name and e-mail the reply goes to
 *   (`zE('webWidget', 'prefill', …)`); sign-out calls `logout` and `clear`.
 * The id is a pseudonym (`anonymousUserId`), never the account id, e-mail or phone.
 */
export interface SignedInPerson {
  id: number;
  name: string;
  email: string | null;
}

type TawkApi = Record<string, unknown> & {
  visitor?: Record<string, string>;
  onLoad?: () => void;
  setAttributes?: (attributes: Record<string, string>, callback?: (error?: unknown) => void) => void;
  logout?: (callback?: (error?: unknown) => void) => void;
  endChat?: () => void;
};

export type IdentityGlobals = {
  dataLayer?: unknown[];
  hj?: (...args: unknown[]) => void;
  Tawk_API?: TawkApi;
  zE?: (...args: unknown[]) => void;
  document: Document;
};

/**
 * A stable pseudonym for the account: the hex SHA-256 of `<site origin>|user|<id>`, cut to 32
 * characters. Each vendor sees the same id for the same person on every device, and neither the
 * account id, nor the e-mail, nor the phone number.
 */
export async function anonymousUserId(origin: string, id: number, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(`${origin}|user|${id}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

/** Who the integrations know now: the pseudonym and the person, or null once signed out. */
export interface Identity {
  anonymousId: string;
  person: SignedInPerson;
}

/** Sends one identity (or the sign-out, for null) to each configured integration that is on the page. */
export function applyIdentity(config: IntegrationsConfig, identity: Identity | null, win: IdentityGlobals): void {
  if (config.gtmId && Array.isArray(win.dataLayer)) {
    win.dataLayer.push(identity ? { event: 'login', user_id: identity.anonymousId } : { event: 'logout', user_id: null });
  }
  if (config.heatmapId && typeof win.hj === 'function') {
    win.hj('identify', identity ? identity.anonymousId : null, {});
  }
  if (config.chatWidgetId && win.Tawk_API) tellTawk(win.Tawk_API, identity);
  if (config.helpWidgetKey) tellZendesk(win, identity);
}

function tellTawk(api: TawkApi, identity: Identity | null): void {
  if (!identity) {
    delete api.visitor;
    if (typeof api.logout === 'function') api.logout();
    else if (typeof api.endChat === 'function') api.endChat();
    return;
  }
  const attributes = { name: identity.person.name, 'user-id': identity.anonymousId };
  if (typeof api.setAttributes === 'function') {
    api.setAttributes(attributes);
    return;
  }
  // Not loaded yet: the widget reads `visitor` as it starts, and the attribute once it is up.
  api.visitor = { name: identity.person.name };
  const previous = api.onLoad;
  api.onLoad = () => {
    previous?.();
    api.setAttributes?.(attributes);
  };
}

function tellZendesk(win: IdentityGlobals, identity: Identity | null): void {
  const apply = () => {
    if (typeof win.zE !== 'function') return;
    if (!identity) {
      win.zE('webWidget', 'logout');
      win.zE('webWidget', 'clear');
      return;
    }
    const fields: Record<string, { value: string }> = { name: { value: identity.person.name } };
    if (identity.person.email) fields.email = { value: identity.person.email };
    win.zE('webWidget', 'prefill', fields);
  };
  // zE exists once the widget's snippet has run.
  if (typeof win.zE === 'function') apply();
  else win.document.getElementById('ze-snippet')?.addEventListener('load', apply, { once: true });
}

/**
 * Follows the signed-in person: identifies them on load when signed in, again when another person
 * signs in, and signs the integrations out when they sign out. Answers a function taking the
 * current person (or null); repeated calls with the same person do nothing.
 */
export function followSignedInPerson(config: IntegrationsConfig | undefined, win: IdentityGlobals, origin: string, subtle?: SubtleCrypto) {
  let current: number | null = null;
  let sequence = 0;
  return async (person: SignedInPerson | null): Promise<void> => {
    if (!config || !Object.values(config).some(Boolean)) return;
    const id = person?.id ?? null;
    if (id === current) return;
    const wasSignedIn = current !== null;
    current = id;
    const mine = ++sequence;
    if (!person) {
      if (wasSignedIn) applyIdentity(config, null, win);
      return;
    }
    // Web Crypto exists only in secure contexts (https, localhost): elsewhere no one is identified.
    const crypto = subtle ?? globalThis.crypto?.subtle;
    if (!crypto) return;
    const anonymousId = await anonymousUserId(origin, person.id, crypto);
    if (mine === sequence) applyIdentity(config, { anonymousId, person }, win);
  };
}
