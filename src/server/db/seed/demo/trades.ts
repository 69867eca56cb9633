/**
 * Which categories one demo business plausibly offers together. A demo pro's categories all
 * come from one trade: a phone-repair shop also repairs computers but does not sell SEO, a
 * bookkeeper does not clean offices. A category in no trade is offered alone. A trade may cross
 * genres where the work is the same (an aircon cleaner who also repairs aircons).
 */
export const TRADES: readonly (readonly string[])[] = [
  ['aircon-installation', 'aircon-repair', 'central-aircon', 'aircon-cleaning'],
  ['aircon-cleaning', 'washing-machine-cleaning', 'aircon-repair', 'range-hood-cleaning'],
  ['plumbing-electrical', 'leak-repair', 'water-heater'],
  ['fridge-repair', 'washer-repair'],
  ['home-cleaning', 'deep-cleaning', 'post-renovation-cleaning', 'window-cleaning'],
  ['range-hood-cleaning', 'sofa-cleaning', 'washing-machine-cleaning', 'deep-cleaning'],
  ['water-tank-cleaning', 'pest-control'],
  ['house-moving', 'small-moving', 'office-moving', 'furniture-moving', 'junk-removal'],
  ['piano-moving', 'furniture-moving'],
  ['interior-design', 'old-house-renovation', 'kitchen-renovation', 'bathroom-renovation', 'system-furniture'],
  ['wall-painting', 'flooring', 'old-house-renovation'],
  ['system-furniture', 'curtains'],
  ['wedding-photography', 'wedding-videography', 'pre-wedding-photo'],
  ['bridal-makeup', 'wedding-dress', 'makeup-artist'],
  ['wedding-host', 'event-host'],
  ['wedding-band'],
  ['wedding-decoration', 'balloon-decoration'],
  ['portrait-photo', 'family-photo', 'newborn-photo', 'event-photo'],
  ['product-photo', 'food-photo', 'space-photo', 'video-production'],
  ['elementary-tutor', 'junior-high-tutor', 'math-tutor', 'science-tutor', 'essay-tutor'],
  ['junior-high-tutor', 'high-school-tutor', 'math-tutor', 'science-tutor'],
  ['english-tutor', 'japanese-tutor'],
  ['piano-lesson', 'vocal-lesson'],
  ['guitar-lesson', 'vocal-lesson'],
  ['personal-trainer', 'yoga-instructor'],
  ['swimming-lesson'],
  ['drawing-lesson'],
  ['cooking-class'],
  ['nail-art', 'eyelash-extension', 'facial-care'],
  ['home-massage'],
  ['makeup-artist', 'home-haircut'],
  ['elder-care', 'postpartum-care'],
  ['event-planning', 'kids-party', 'magician', 'balloon-decoration'],
  ['event-host', 'magician'],
  ['catering'],
  ['sound-lighting', 'event-planning'],
  ['pet-sitter', 'pet-boarding', 'dog-walking', 'pet-grooming'],
  ['dog-training', 'cat-behavior'],
  ['pet-funeral'],
  ['bookkeeping'],
  ['legal-consulting'],
  ['translation', 'interpretation'],
  ['logo-design', 'social-media'],
  ['office-cleaning', 'window-cleaning'],
  ['website-building', 'app-development', 'seo'],
  ['computer-repair', 'phone-repair'],
  ['network-setup', 'cctv-installation', 'computer-repair'],
  ['car-detailing', 'car-coating'],
  ['car-maintenance', 'scooter-repair'],
  ['airport-transfer', 'chauffeur'],
];

/** The trades a category belongs to (none for a category the list does not name). */
export function tradesOf(slug: string): (readonly string[])[] {
  return TRADES.filter((trade) => trade.includes(slug));
}

/** Whether one trade holds all of a service's categories. */
export function isOneTrade(slugs: readonly string[]): boolean {
  if (slugs.length <= 1) return true;
  return TRADES.some((trade) => slugs.every((slug) => trade.includes(slug)));
}
