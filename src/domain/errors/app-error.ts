import { ErrorText, type ErrorCode } from './codes';

/** The closed set of error kinds; the server maps each to one HTTP status. */
export const ERROR_KINDS = [
  'invalid',
  'unauthenticated',
  'bad_api_key',
  'not_found',
  'conflict',
  'too_large',
  'rate_limited',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const HTTP_STATUS_BY_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  bad_api_key: 401,
  unauthenticated: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
};

/** One field that failed validation, with a zh-TW reason. */
export interface FieldError {
  field: string;
  message: string;
}

/** A one-time code the caller must give to go on (a login that looked risky): where it went. */
export interface StepUpChallenge {
  hash: string;
  channel: 'sms' | 'email';
  destination_hint: string;
}

/** The one error type of the product: a kind, a spec code and a zh-TW message. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: ErrorCode;
  readonly fields: FieldError[];
  readonly retryAfterSeconds: number | undefined;
  readonly stepUp: StepUpChallenge | undefined;

  constructor(
    kind: ErrorKind,
    code: ErrorCode,
    message: string,
    options: { fields?: FieldError[]; retryAfterSeconds?: number; stepUp?: StepUpChallenge } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.fields = options.fields ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.stepUp = options.stepUp;
  }

  static notFound(message = '找不到您要的資料，可能已被刪除或您沒有權限查看。'): AppError {
    return new AppError('not_found', ErrorText.NotFound, message);
  }

  static invalid(fields: FieldError[], code: ErrorCode = ErrorText.InvalidInput): AppError {
    const message = fields.map((f) => `${f.field}：${f.message}`).join('；') || '輸入的資料有誤。';
    return new AppError('invalid', code, message, { fields });
  }

  static unauthenticated(): AppError {
    return new AppError('unauthenticated', ErrorText.InvalidToken, '登入已失效，請重新登入。');
  }
}
