// The bounds of a browser's error report, without the schema: the browser bundle reads them, zod stays out of it.

/** What a browser reports: an uncaught error, an unhandled rejection, a failed chunk load, or a screen's error boundary. */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'chunk', 'boundary'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** Bounds of a report (the body as a whole is capped at CLIENT_ERROR_MAX_BODY_BYTES). */
export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 8000, route: 500, release: 64 } as const;
export const CLIENT_ERROR_MAX_BODY_BYTES = 16_384;
/** Reports one browser address may send a minute. */
export const CLIENT_ERRORS_PER_MINUTE = 10;
/** The same failure (same fingerprint) within this window is logged once and keeps its reference. */
export const CLIENT_ERROR_DEDUPE_MS = 10 * 60_000;
