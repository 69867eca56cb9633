/**
 * The app-install prompt (PWA): the browser's `beforeinstallprompt` event is kept (its own
 * mini-infobar suppressed) so the app can offer installation in its own words, only when the
 * browser offers it and the person has not dismissed it before (remembered in this browser).
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export const INSTALL_DISMISSED_KEY = 'install-prompt-dismissed';
/** Visits (browser sessions) counted in this browser: the prompt waits for a returning visitor. */
export const VISITS_KEY = 'app-visits';
const VISIT_COUNTED_KEY = 'app-visit-counted';
/** The visit from which installation is offered: a first-time visitor is not asked. */
export const INSTALL_FROM_VISIT = 2;
/** When this browser first came (ms since the epoch): a visit within the first hour is the same visit. */
export const FIRST_VISIT_KEY = 'app-first-visit';
export const INSTALL_AFTER_MS = 3_600_000;

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<(available: boolean) => void>();

function announce(available: boolean) {
  for (const listener of listeners) listener(available);
}

export function installDismissed(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberInstallDismissed(storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    // Storage may be off: the prompt may then be offered again, which is harmless.
  }
}

/** Counts this visit once per browser session; answers the visits so far. */
export function countVisit(local: Storage | undefined = globalThis.localStorage, session: Storage | undefined = globalThis.sessionStorage): number {
  try {
    const visits = Number(local?.getItem(VISITS_KEY) ?? '0') || 0;
    if (!session || !local || session.getItem(VISIT_COUNTED_KEY) === '1') return visits;
    session.setItem(VISIT_COUNTED_KEY, '1');
    local.setItem(VISITS_KEY, String(visits + 1));
    if (!local.getItem(FIRST_VISIT_KEY)) local.setItem(FIRST_VISIT_KEY, String(Date.now()));
    return visits + 1;
  } catch {
    return 0;
  }
}

/** Whether the prompt may be shown: a returning visitor (another visit, an hour on) who has not dismissed it. */
export function installWelcome(local: Storage | undefined = globalThis.localStorage, now = Date.now()): boolean {
  try {
    const visits = Number(local?.getItem(VISITS_KEY) ?? '0') || 0;
    const first = Number(local?.getItem(FIRST_VISIT_KEY) ?? String(now)) || now;
    return !installDismissed(local) && visits >= INSTALL_FROM_VISIT && now - first >= INSTALL_AFTER_MS;
  } catch {
    return false;
  }
}

/** Listens for the browser's offer; call once at start. */
export function watchInstallPrompt(target: Window = window): void {
  countVisit();
  target.addEventListener('beforeinstallprompt', (event) => {
    if (installDismissed()) return;
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    announce(true);
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    announce(false);
  });
}

/** Whether an offer is waiting, and a subscription to changes. */
export function installAvailable(): boolean {
  return deferred !== null;
}

export function onInstallAvailability(listener: (available: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's own install dialog; an offer can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'dismissed') rememberInstallDismissed();
  announce(false);
  return choice.outcome;
}

/** Tests: forget a kept offer. */
export function resetInstallPrompt(): void {
  deferred = null;
  listeners.clear();
}
