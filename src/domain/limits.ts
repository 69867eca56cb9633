/** Business constants and limits, spec sections 5 and 9. */

export const UPLOAD_MAX_BYTES = 10_000_000;
export const UPLOAD_IMAGE_TYPES = ['png', 'jpeg', 'jpg', 'gif'] as const;
export const UPLOAD_DOCUMENT_TYPES = [...UPLOAD_IMAGE_TYPES, 'pdf'] as const;

/**
 * Request bodies (docs/media.md "Limits"). JSON and urlencoded bodies, and multipart bodies of
 * routes that take no files, stop at BODY_MAX_BYTES. Multipart text fields are small and few
 * everywhere; a route that takes files declares how many and how many bytes in all.
 */
export const BODY_MAX_BYTES = 1_048_576;
export const MULTIPART_FIELD_MAX_BYTES = 16_384;
export const MULTIPART_FIELDS_MAX = 100;
export const MULTIPART_FIELD_NAME_MAX_BYTES = 200;
/** The files of one upload request together, at most (service photos sent several at once). */
export const UPLOAD_REQUEST_MAX_BYTES = 5 * UPLOAD_MAX_BYTES;

/** A review of a hired quote (or an invited past client's review): the trust content, up to 1,000 characters. */
export const REVIEW_TEXT_MAX = 1000;
/** Shop feedback text (spec section 5: shop feedback at most 50 characters, code 852). Not quote reviews. */
export const SHOP_FEEDBACK_TEXT_MAX = 50;
export const FEEDBACK_ATTACHMENTS_MAX = 3;

/**
 * Page sizes (spec section 9). The shop's favourites (6 a page) have no list yet: the shop is not
 * built (docs/not-built.md).
 */
export const PAGE_SIZE = {
  requests: 10,
  jobCenter: 10,
  /** The credit history (GET /transactions/index). */
  payments: 20,
  feedbacks: 20,
  proList: 20,
  likedPhotos: 9999,
} as const;
export const DEFAULT_PAGE = 1;

// What a pro may buy and how: domain/payments/purchase-rules.ts. The credit history's entry
// types: domain/wallet/ledger.ts.

export const AUTO_QUOTE = { sliderStep: 50, defaultBudget: 500 } as const;
export const MIN_PRO_COUNT_TO_DISPLAY = 50;

/**
 * Session cookie Max-Age in seconds, as spec section 9 fixes it for clients: a year by default
 * (and on Apple login), 30 days when saved. The cookie is only a hint to the browser: the
 * server ends a session by the limits below, whatever the cookie says.
 */
export const SESSION_COOKIE_MAX_AGE_DEFAULT = 31_536_000;
export const SESSION_COOKIE_MAX_AGE_SAVED = 2_592_000;

/** How long a session may last at most, from its login: "keep me signed in" is the longer one. */
export const SESSION_MAX_AGE_DEFAULT = 7 * 86_400;
export const SESSION_MAX_AGE_SAVED = 90 * 86_400;
/** A session unused this long ends (its last_seen is older). */
export const SESSION_IDLE_TIMEOUT_SECONDS = 30 * 86_400;
/** last_seen is written at most this often (not on every request); the cookie is refreshed then too. */
export const SESSION_TOUCH_INTERVAL_SECONDS = 5 * 60;
/** How recently the user must have proven it is them (login, password, code) for sensitive changes. */
export const REAUTH_WINDOW_SECONDS = 10 * 60;

/** Public data cache time in seconds. */
export const CACHE_TTL_SECONDS = 1200;
export const LOG_FILE_MAX_BYTES = 524_288;
export const LOG_FILES_KEPT = 5;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CURRENCY = 'TWD';
export const REGION = 'TW';
export const DEFAULT_LANGUAGE = 'zh-TW';
export const SUPPORTED_LANGUAGES = ['zh-TW'] as const;
