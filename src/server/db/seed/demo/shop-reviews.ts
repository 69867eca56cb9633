import type { Prng } from './prng';
import { SHOP_REVIEW_CATEGORY_TEXTS, SHOP_REVIEW_REPLIES, SHOP_REVIEW_TEXTS, type ShopReviewScore } from './shop-review-texts';

const HOUR = 3_600_000;

export interface PlannedShopReview {
  /** Index into the shop's orders, and the line's position in the order. */
  order: number;
  line: number;
  score: ShopReviewScore;
  feedback: string;
  created: Date;
  /** The pro's comment; null when not answered (yet). */
  reply: { text: string; at: Date } | null;
}

/** What the reviews take of the shop plan's items and orders (shop-plan.ts). */
interface ReviewedItem {
  service: number;
  category: { slug: string };
}
interface ReviewedOrder {
  consumer: number;
  lines: readonly { item: number }[];
  stage: string;
  completedAt: Date | null;
}

/** The scores the reviews take, in turn before shuffling: half 5, three in ten 4, a few 3. */
const SCORE_DECK: readonly ShopReviewScore[] = [5, 4, 5, 3, 5, 4, 5, 4, 5, 3];
/** Share of the other pros' completed orders that get reviews (not every buyer writes one). */
const REVIEWED_SHARE = 0.85;
const REPLIED_SHARE = 0.5;

/** A sentence not written yet from the first of `pools` that has one (it is then written). */
function unusedText(rng: Prng, pools: readonly (readonly string[])[], used: Set<string>): string | null {
  for (const pool of pools) {
    const free = pool.filter((t) => !used.has(t));
    if (free.length === 0) continue;
    const text = rng.pick(free);
    used.add(text);
    return text;
  }
  return null;
}

/**
 * Reviews of the completed orders' lines, from a generator of their own (the rest of the shop
 * plan stays as it is). The demo consumer's newest completed order is left to review and the
 * demo pro's newest review to answer, so both forms can be tried; the demo pro's sales are all
 * reviewed, the other pros' most. No sentence is written twice.
 */
export function planShopReviews(
  rng: Prng,
  shop: { items: readonly ReviewedItem[]; orders: readonly ReviewedOrder[] },
  people: { demoConsumer: number; demoProService: number },
  now: Date,
): PlannedShopReview[] {
  const completed = shop.orders.map((o, index) => ({ o, index })).filter(({ o }) => o.stage === 'completed');
  const demoConsumerNewest = completed.filter(({ o }) => o.consumer === people.demoConsumer).at(-1)?.index;
  const isDemoPro = (o: ReviewedOrder) => shop.items[o.lines[0]!.item]!.service === people.demoProService;
  const lines = completed
    .filter(({ o, index }) => index !== demoConsumerNewest && (isDemoPro(o) || rng.chance(REVIEWED_SHARE)))
    .flatMap(({ o, index }) => o.lines.map((l, line) => ({ o, order: index, line, item: shop.items[l.item]! })));
  const deck = Array.from({ length: lines.length }, (_, i) => SCORE_DECK[i % SCORE_DECK.length]!);
  const scores = rng.sample(deck, deck.length);
  const latest = now.getTime() - 5 * 60_000;
  const usedTexts = new Set<string>();
  const usedReplies = new Set<string>();

  const reviews = lines.map(({ o, order, line, item }, i): PlannedShopReview => {
    const score = scores[i]!;
    const own = SHOP_REVIEW_CATEGORY_TEXTS[item.category.slug]?.[score] ?? [];
    const feedback = unusedText(rng, [own, SHOP_REVIEW_TEXTS[score]], usedTexts);
    if (feedback === null) throw new Error(`demo shop: no review sentence left for score ${score}`);
    const created = new Date(Math.min(latest, o.completedAt!.getTime() + rng.int(2, 72) * HOUR + line * 60_000));
    const replied = isDemoPro(o) || rng.chance(REPLIED_SHARE);
    const replies = SHOP_REVIEW_REPLIES[score];
    const text = replied ? (unusedText(rng, [replies], usedReplies) ?? rng.pick(replies)) : null;
    const at = new Date(Math.min(latest, created.getTime() + rng.int(1, 36) * HOUR));
    return { order, line, score, feedback, created, reply: text !== null && at > created ? { text, at } : null };
  });

  // The demo pro's newest review waits for the answer.
  const demoProNewest = reviews.filter((r) => isDemoPro(shop.orders[r.order]!)).sort((a, b) => b.created.getTime() - a.created.getTime())[0];
  if (demoProNewest) demoProNewest.reply = null;
  return reviews;
}
