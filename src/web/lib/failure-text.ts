import type { TFunction } from 'i18next';
import type { ErrorInfo } from '../api/error-info';

/** The text to show for a failure: the server's zh-TW message, else our own by key. */
export function failureText(t: TFunction, failure: ErrorInfo): string {
  return failure.text || t(failure.messageKey ?? 'errors>unknown');
}
