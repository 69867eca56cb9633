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

export const FEEDBACK_TEXT_MAX = 50;
export const FEEDBACK_ATTACHMENTS_MAX = 3;

export const PAGE_SIZE = {
  requests: 10,
  jobCenter: 10,
  shopFavorites: 6,
  payments: 20,
  feedbacks: 20,
  proList: 20,
  likedPhotos: 9999,
} as const;
export const DEFAULT_PAGE = 1;

export const PURCHASE_RANGE = {
  custom: { min: 50, max: 9999 },
  convenienceStore: { min: 500, max: 20000 },
  atm: { min: 1, max: 30000 },
} as const;

export const CREDIT_HISTORY_TYPES = [1, 14, 15, 33, 34, 35, 36, 37, 38, 39] as const;

export const AUTO_QUOTE = { sliderStep: 50, defaultBudget: 500 } as const;
export const MIN_PRO_COUNT_TO_DISPLAY = 50;

/** Session cookie lifetimes in seconds. */
export const SESSION_MAX_AGE_DEFAULT = 31_536_000;
export const SESSION_MAX_AGE_SAVED = 2_592_000;

/** Public data cache time in seconds. */
export const CACHE_TTL_SECONDS = 1200;
export const LOG_FILE_MAX_BYTES = 524_288;
export const LOG_FILES_KEPT = 5;
export const DASHBOARD_MIN_HEIGHT = 320;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CURRENCY = 'TWD';
export const REGION = 'TW';
export const DEFAULT_LANGUAGE = 'zh-TW';
export const SUPPORTED_LANGUAGES = ['zh-TW'] as const;
