import type { StepUpChallenge } from '../../domain/errors/app-error';
import { ErrorText } from '../../domain/errors/codes';
import { DEFAULT_LANGUAGE } from '../../domain/limits';

/** One field the server refused, with its zh-TW reason (shown under the field). */
export interface FieldError {
  field: string;
  message: string;
}

export type ApiErrorKind = 'network' | 'session' | 'server';

/** Every failed call rejects with this: the server's code and zh-TW message, or a network failure. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code: number | string;
  readonly fields: FieldError[];
  /** i18n key of the text to show when the server gave none (network failures). */
  readonly messageKey: string | undefined;
  /** The server's reference for an unexpected failure, for support. */
  readonly reference: string | undefined;
  /** Seconds until a rate-limited call may be tried again (429's Retry-After), when the server said. */
  readonly retryAfterSeconds: number | undefined;
  /** `login code required`: where the one-time code went and the hash to send back with it. */
  readonly stepUp: StepUpChallenge | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    code: number | string;
    message: string;
    fields?: FieldError[];
    messageKey?: string;
    reference?: string;
    retryAfterSeconds?: number;
    stepUp?: StepUpChallenge;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.messageKey = init.messageKey;
    this.reference = init.reference;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.stepUp = init.stepUp;
  }
}

/** A toast the client asks for: server text as is, or an i18n key for our own texts. */
export type ToastRequest = { tone: 'error'; text: string } | { tone: 'error'; messageKey: string };

export interface ApiClientOptions {
  getConfig: () => { apiBase: string; apiKey: string };
  fetchFn?: typeof fetch;
  /** 403: the session is gone; the app clears the user and sends them to login. */
  onSessionGone?: () => void;
  onToast?: (toast: ToastRequest) => void;
  language?: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown> | FormData;
  /** No toast on failure: the caller shows the error itself. */
  quiet?: boolean;
  /** A 403 is an expected answer (a guest asking who they are), not a lost session. */
  guestOk?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
}

export const SESSION_GONE_STATUS = 403;
export const NETWORK_ERROR_KEY = 'errors>network';
export const BAD_RESPONSE_KEY = 'errors>unknown';

interface Envelope {
  status?: unknown;
  error?: unknown;
  message?: unknown;
  fields?: unknown;
  reference?: unknown;
  step_up?: unknown;
}

function stepUpOf(value: unknown): StepUpChallenge | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { hash, channel, destination_hint } = value as Record<string, unknown>;
  if (typeof hash !== 'string' || (channel !== 'sms' && channel !== 'email') || typeof destination_hint !== 'string') return undefined;
  return { hash, channel, destination_hint };
}

function isFieldList(value: unknown): value is FieldError[] {
  return Array.isArray(value) && value.every((f) => typeof f?.field === 'string' && typeof f?.message === 'string');
}

async function readJson(response: Response): Promise<Envelope | undefined> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

function stripStatus<T>(body: Envelope): T {
  const { status: _status, ...payload } = body;
  return payload as T;
}

/** The one way the web app talks to the API: headers, envelope, session loss and error toasts. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  const language = options.language ?? DEFAULT_LANGUAGE;

  function fail(error: ApiError, quiet: boolean): never {
    // Field errors are shown under their fields, so they never become a toast too.
    if (!quiet && error.kind !== 'session' && error.fields.length === 0) {
      options.onToast?.(error.messageKey ? { tone: 'error', messageKey: error.messageKey } : { tone: 'error', text: error.message });
    }
    throw error;
  }

  async function request<T>(path: string, { method = 'GET', body, quiet = false, guestOk = false, signal }: RequestOptions = {}): Promise<T> {
    const { apiBase, apiKey } = options.getConfig();
    const headers: Record<string, string> = { 'X-Api-Key': apiKey, 'Accept-Language': language, Accept: 'application/json' };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let response: Response;
    try {
      response = await fetchFn(`${apiBase}${path}`, { method, headers, body: payload, credentials: 'include', signal });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      return fail(new ApiError({ kind: 'network', status: 0, code: 'network', message: 'network', messageKey: NETWORK_ERROR_KEY }), quiet);
    }
    const envelope = await readJson(response);
    // A 403 ends the session, except the console's `forbidden` (signed in, but the role may not do
    // it) and a login the risk check refused (there was no session).
    if (response.status === SESSION_GONE_STATUS && envelope?.error !== ErrorText.Forbidden && envelope?.error !== ErrorText.LoginRefused) {
      if (!guestOk) options.onSessionGone?.();
      const message = typeof envelope?.message === 'string' ? envelope.message : '';
      throw new ApiError({ kind: 'session', status: 403, code: typeof envelope?.error === 'string' ? envelope.error : 'invalid token', message });
    }
    if (response.ok && envelope?.status === 'Success') return stripStatus<T>(envelope);
    const serverText = typeof envelope?.message === 'string' && envelope.message !== '' ? envelope.message : undefined;
    const code = typeof envelope?.error === 'string' || typeof envelope?.error === 'number' ? envelope.error : response.status;
    return fail(
      new ApiError({
        kind: 'server',
        status: response.status,
        code,
        message: serverText ?? '',
        fields: isFieldList(envelope?.fields) ? envelope.fields : [],
        messageKey: serverText ? undefined : BAD_RESPONSE_KEY,
        reference: typeof envelope?.reference === 'string' ? envelope.reference : undefined,
        retryAfterSeconds: retryAfterOf(response),
        stepUp: stepUpOf(envelope?.step_up),
      }),
      quiet,
    );
  }

  return { request };
}
