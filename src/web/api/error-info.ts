import { ApiError, BAD_RESPONSE_KEY } from './client';

/** A failure as the store keeps it: serialisable, with either server text or an i18n key. */
export interface ErrorInfo {
  code: string | number;
  kind: ApiError['kind'] | 'client';
  text?: string;
  messageKey?: string;
}

export function toErrorInfo(error: unknown): ErrorInfo {
  if (error instanceof ApiError) {
    return error.messageKey ? { code: error.code, kind: error.kind, messageKey: error.messageKey } : { code: error.code, kind: error.kind, text: error.message };
  }
  return { code: 'client', kind: 'client', messageKey: BAD_RESPONSE_KEY };
}
