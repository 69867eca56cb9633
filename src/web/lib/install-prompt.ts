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

/** Listens for the browser's offer; call once at start. */
export function watchInstallPrompt(target: Window = window): void {
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
