/** The fixed review tags, as i18n keys under projects>decisions>tags; the tag sent is the zh-TW text. */
export const REVIEW_TAG_KEYS = ['onTime', 'professional', 'fairPrice', 'careful', 'communication'] as const;
export type ReviewTagKey = (typeof REVIEW_TAG_KEYS)[number];

export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

/** Adds the tag when absent, removes it when present; order follows the fixed list. */
export function toggleTag(selected: readonly ReviewTagKey[], tag: ReviewTagKey): ReviewTagKey[] {
  const next = selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag];
  return REVIEW_TAG_KEYS.filter((t) => next.includes(t));
}

/** Characters as the person sees them (a surrogate pair counts once), as the server counts. */
export function textLength(text: string): number {
  return [...text.trim()].length;
}
