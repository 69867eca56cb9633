/**
 * Whether a pro may quote on a request (send a quote, pay a pay-on-contact quote, answer from the
 * job center): a confirmed phone when phone verification is on, and no limitation on the
 * request's category (`user_category_limitations`). Each caller turns a refusal into its own code.
 */
export interface QuotingFacts {
  /** Whether the phone check applies (the `phoneVerification` flag, or false where it is not asked). */
  phoneVerification: boolean;
  phoneConfirmed: boolean;
  categoryLimited: boolean;
}

export type QuotingRefusal = 'phone_unconfirmed' | 'category_limited';

/** The first reason the pro may not quote, or null when he may; the phone comes first. */
export function mayQuote(facts: QuotingFacts): QuotingRefusal | null {
  if (facts.phoneVerification && !facts.phoneConfirmed) return 'phone_unconfirmed';
  if (facts.categoryLimited) return 'category_limited';
  return null;
}
