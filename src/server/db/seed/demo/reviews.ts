import type { Prng } from './prng';
import {
  fill,
  GENERIC_REVIEWS,
  LOW_ISSUES,
  MIDDLING_PARTS,
  MIDDLING_ISSUES,
  REVIEW_CLOSINGS,
  REVIEW_DETAILS,
  REVIEW_OPENERS,
} from './texts';

const TRIES = 40;

export interface ReviewFacts {
  rating: number;
  categoryName: string;
  /** The genre's praise sentences. */
  praise: readonly string[];
}

function compose(rng: Prng, facts: ReviewFacts): string {
  const opener = fill(rng.pick(REVIEW_OPENERS), { c: facts.categoryName });
  if (facts.rating >= 4) {
    const extra = rng.chance(0.3) ? rng.pick(GENERIC_REVIEWS) : '';
    return `${opener}${rng.pick(facts.praise)}${rng.pick(REVIEW_DETAILS)}${extra}${rng.pick(REVIEW_CLOSINGS)}`;
  }
  if (facts.rating === 3) return `${opener}${rng.pick(MIDDLING_PARTS)}${rng.pick(MIDDLING_ISSUES)}`;
  return `${opener}${rng.pick(LOW_ISSUES)}`;
}

/** Every sentence compose() can write for these facts, in a fixed order. */
function* everyText(facts: ReviewFacts): Generator<string> {
  for (const o of REVIEW_OPENERS) {
    const opener = fill(o, { c: facts.categoryName });
    if (facts.rating >= 4) {
      for (const praise of facts.praise) for (const detail of REVIEW_DETAILS) for (const closing of REVIEW_CLOSINGS) yield `${opener}${praise}${detail}${closing}`;
    } else if (facts.rating === 3) {
      for (const part of MIDDLING_PARTS) for (const issue of MIDDLING_ISSUES) yield `${opener}${part}${issue}`;
    } else {
      for (const issue of LOW_ISSUES) yield `${opener}${issue}`;
    }
  }
}

/**
 * A review sentence that fits the category and the rating and that no other demo review has
 * (`used` holds those written so far and gets this one).
 */
export function reviewText(rng: Prng, facts: ReviewFacts, used: Set<string>): string {
  let text = compose(rng, facts);
  for (let i = 0; i < TRIES && used.has(text); i++) text = compose(rng, facts);
  if (used.has(text)) {
    const unused = [...everyText(facts)].find((t) => !used.has(t));
    if (unused === undefined) throw new Error(`demo data: no review sentence left for ${facts.categoryName}`);
    text = unused;
  }
  used.add(text);
  return text;
}
