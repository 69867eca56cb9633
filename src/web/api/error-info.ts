import type { StepUpChallenge } from '../../domain/errors/app-error';
import { ApiError, BAD_RESPONSE_KEY, type FieldError } from './client';

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

/** A failed form submission: the failure plus the fields the server named, for inline errors. */
export interface FormFailure extends ErrorInfo {
  fields: FieldError[];
  /** HTTP status, so a screen can tell "not found" from "refused". 0 without an answer. */
  status: number;
  /** A login that needs a one-time code first (`login code required`). */
  stepUp?: StepUpChallenge;
}

export function toFormFailure(error: unknown): FormFailure {
  const fields = error instanceof ApiError ? error.fields : [];
  const status = error instanceof ApiError ? error.status : 0;
  const stepUp = error instanceof ApiError ? error.stepUp : undefined;
  return { ...toErrorInfo(error), fields, status, ...(stepUp ? { stepUp } : {}) };
}

function isFormFailure(value: unknown): value is FormFailure {
  return value !== null && typeof value === 'object' && 'fields' in value && 'kind' in value && 'code' in value && !(value instanceof Error);
}

/** Any failure (a thrown ApiError or a thunk's rejected FormFailure) as a FormFailure. */
export function asFormFailure(error: unknown): FormFailure {
  return isFormFailure(error) ? error : toFormFailure(error);
}
