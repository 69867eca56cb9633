import { CLIENT_ERROR_LIMITS, type ClientErrorKind } from '../../domain/client-errors/client-error-limits';

/**
 * Browser error reporting: uncaught errors, unhandled rejections, failed chunk loads and the
 * screens' error boundary send a short report to the server (POST {api}/client_errors.json),
 * which logs it with the release and the route and answers the reference the 發生錯誤 dialog
 * shows. The same failure is sent once a page; a page sends a few at most.
 */
export interface ErrorReportingConfig {
  apiBase: string;
  apiKey: string;
  release: string | undefined;
}

const MAX_REPORTS_PER_PAGE = 5;

let config: ErrorReportingConfig | null = null;
let sent = 0;
const references = new Map<string, Promise<string | null>>();

export function configureErrorReporting(next: ErrorReportingConfig | null): void {
  config = next;
  sent = 0;
  references.clear();
}

function describe(error: unknown): { message: string; stack: string | undefined } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  if (typeof error === 'string') return { message: error, stack: undefined };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: undefined };
  } catch {
    return { message: String(error), stack: undefined };
  }
}

/** Sends one report; answers the server's reference, or null when nothing could be sent. */
export function reportClientError(kind: ClientErrorKind, error: unknown, route: string = globalThis.location?.pathname ?? '/'): Promise<string | null> {
  if (!config || typeof fetch !== 'function') return Promise.resolve(null);
  const { message, stack } = describe(error);
  const body = {
    kind,
    message: message.trim().slice(0, CLIENT_ERROR_LIMITS.message) || kind,
    ...(stack ? { stack: stack.slice(0, CLIENT_ERROR_LIMITS.stack) } : {}),
    // The path only: query strings may carry links' secrets.
    route: (route.startsWith('/') ? route : '/').slice(0, CLIENT_ERROR_LIMITS.route),
    ...(config.release ? { release: config.release } : {}),
  };
  // One failure seen by several listeners (Vite's preload, the boundary) is one report.
  const key = body.message;
  const known = references.get(key);
  if (known) return known;
  if (sent >= MAX_REPORTS_PER_PAGE) return Promise.resolve(null);
  sent += 1;
  const { apiBase, apiKey } = config;
  const pending = fetch(`${apiBase}/client_errors.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': apiKey },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive: true,
  })
    .then(async (res) => {
      const json = (await res.json()) as { reference?: unknown };
      return res.ok && typeof json.reference === 'string' ? json.reference : null;
    })
    .catch(() => null);
  references.set(key, pending);
  return pending;
}

/** What a failed lazy-loaded chunk looks like in Chromium, Firefox and Safari, or our own time-out. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|timed out after \d+ ms/.test(message);
}

export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
/** A second failure within this time after a reload is a real failure, not a deploy: no reload loop. */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;

/**
 * A chunk that fails to load after a deploy (the old files are gone) reloads the page once, to
 * get the new build; sessionStorage remembers the reload so a chunk that keeps failing shows
 * the error instead of reloading forever. Answers whether the page is reloading.
 */
let reloadPending = false;

/** Whether this page is already reloading for a failed chunk. */
export function chunkReloadPending(): boolean {
  return reloadPending;
}

export function reloadOnceForChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage,
  reload: () => void = () => globalThis.location.reload(),
  now: () => number = Date.now,
): boolean {
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? '0');
    if (last > 0 && now() - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
  } catch {
    return false;
  }
  reloadPending = true;
  reload();
  return true;
}

/** Sends what no screen caught: uncaught errors, unhandled rejections, failed preloads of chunks. */
export function installGlobalErrorReporting(target: Window = window): void {
  target.addEventListener('error', (event) => {
    // Failed <img> or <script> loads also arrive here, without an error: not ours to report.
    if (!(event instanceof ErrorEvent) || event.error === undefined) return;
    const kind = isChunkLoadError(event.error) ? 'chunk' : 'error';
    void reportClientError(kind, event.error ?? event.message);
  });
  target.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (isChunkLoadError(reason)) {
      if (reloadOnceForChunk()) return;
      void reportClientError('chunk', reason);
      return;
    }
    void reportClientError('rejection', reason);
  });
  // Vite's own event when a chunk's preload fails.
  target.addEventListener('vite:preloadError', (event) => {
    // Vite reports here any failed dynamic import, a module that threw as well: only a chunk
    // that did not load is a deploy's doing. The import still fails, so the screen's error
    // boundary reports and shows it.
    const payload = (event as Event & { payload?: unknown }).payload;
    if (isChunkLoadError(payload)) reloadOnceForChunk();
  });
}
