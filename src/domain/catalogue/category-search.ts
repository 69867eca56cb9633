/**
 * Forgiving category search: a category is found by its name, its group, its genre and the
 * everyday words people use for it (洗冷氣 for 冷氣清潔), by whole words, parts of words and
 * near misses (a typo, words in another order). The catalogue is small (about a hundred
 * categories with ten words each), so the index lives in memory.
 */

/** A category as the search knows it. */
export interface SearchableCategory {
  slug: string;
  name: string;
  group_name: string;
  genre: { name: string };
  is_popular: boolean;
}

export interface CategoryHit<C> {
  category: C;
  score: number;
  /** The category's word that matched best (its name or an everyday word). */
  term: string;
}

// Variant characters written either way (台/臺), folded so either finds the other.
const VARIANTS: Record<string, string> = { 臺: '台', 裏: '裡', 峯: '峰', 綫: '線', 瑜珈: '瑜伽' };
const VARIANT_PATTERN = new RegExp(Object.keys(VARIANTS).join('|'), 'g');

/** Lower-case, full-width folded, variants folded, with no spaces or punctuation. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(VARIANT_PATTERN, (c) => VARIANTS[c] ?? c)
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

function bigrams(text: string): string[] {
  const chars = [...text];
  if (chars.length < 2) return chars;
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) grams.push(chars[i]! + chars[i + 1]!);
  return grams;
}

/** Dice coefficient of the two texts' character bigrams, 0 to 1. */
export function bigramSimilarity(a: string, b: string): number {
  const ga = bigrams(a);
  const gb = bigrams(b);
  if (ga.length === 0 || gb.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const g of gb) counts.set(g, (counts.get(g) ?? 0) + 1);
  let common = 0;
  for (const g of ga) {
    const n = counts.get(g) ?? 0;
    if (n > 0) {
      common++;
      counts.set(g, n - 1);
    }
  }
  return (2 * common) / (ga.length + gb.length);
}

/** Dice coefficient of the two texts' sets of characters, 0 to 1. */
function characterSimilarity(a: string, b: string): number {
  const sa = new Set(a);
  const sb = new Set(b);
  if (sa.size === 0 || sb.size === 0) return 0;
  let common = 0;
  for (const c of sa) if (sb.has(c)) common++;
  return (2 * common) / (sa.size + sb.size);
}

/** How alike two words are, 0 to 1: their bigrams (order) and their characters (a typo costs one). */
export function wordSimilarity(a: string, b: string): number {
  return 0.4 * bigramSimilarity(a, b) + 0.6 * characterSimilarity(a, b);
}

/**
 * Whether a category's words share enough Chinese characters with a query to be its likely
 * meaning: two or more, and at least CLOSE_SCORE of the query's (Latin letters and digits say
 * too little alone: "asdf" is nobody's 婚禮錄影).
 */
function isCloseMeaning(query: string, terms: readonly [string, string, number][]): boolean {
  const han = [...new Set(query)].filter((c) => /\p{Script=Han}/u.test(c));
  if (han.length < 2) return false;
  const shared = Math.max(...terms.map(([t]) => han.filter((c) => t.includes(c)).length));
  return shared >= 2 && shared / han.length >= CLOSE_SCORE;
}

/** Share of the query's characters found in the word, 0 to 1 (for the closest categories). */
function characterOverlap(query: string, term: string): number {
  const chars = [...new Set(query)];
  if (chars.length === 0) return 0;
  return chars.filter((c) => term.includes(c)).length / chars.length;
}

// Scores: an exact word 100, a word starting with the query 90, containing it 80, the query
// containing a whole word (我要洗冷氣) 75, then word similarity scaled to 70.
const MATCH_THRESHOLD = 40;
const SYNONYM_WEIGHT = 0.98;
const MIN_CONTAINED_LENGTH = 2;
// A closest category shares at least two in five of the query's Chinese characters with one of its words.
const CLOSE_SCORE = 0.4;

function scoreTerm(query: string, term: string): number {
  if (!query || !term) return 0;
  if (query === term) return 100;
  if (term.startsWith(query)) return 90;
  if (term.includes(query)) return 80;
  if ([...term].length >= MIN_CONTAINED_LENGTH && query.includes(term)) return 75;
  return Math.round(wordSimilarity(query, term) * 70);
}

interface Entry<C> {
  category: C;
  index: number;
  /** [normalised, as written, weight] */
  terms: [string, string, number][];
}

/** The index of a catalogue: build once, search often. */
export class CategorySearchIndex<C extends SearchableCategory> {
  private readonly entries: Entry<C>[];

  constructor(categories: readonly C[], synonyms: Readonly<Record<string, readonly string[]>>) {
    this.entries = categories.map((category, index) => {
      const terms: [string, string, number][] = [[normaliseSearchText(category.name), category.name, 1]];
      // An everyday word counts a little less than the name, so the name wins a tie.
      for (const word of synonyms[category.slug] ?? []) terms.push([normaliseSearchText(word), word, SYNONYM_WEIGHT]);
      // A group or genre alone is a weaker hint than the category's own words.
      if (category.group_name) terms.push([normaliseSearchText(category.group_name), category.name, 0.6]);
      terms.push([normaliseSearchText(category.genre.name), category.name, 0.5]);
      return { category, index, terms: terms.filter(([t]) => t.length > 0) };
    });
  }

  private best(entry: Entry<C>, query: string): { score: number; term: string } {
    let best = { score: 0, term: entry.category.name };
    for (const [normalised, written, weight] of entry.terms) {
      const score = scoreTerm(query, normalised) * weight;
      if (score > best.score) best = { score, term: written };
    }
    return best;
  }

  /** Categories that match the query, best first. Several words must each match. */
  search(query: string, limit = 8): CategoryHit<C>[] {
    const words = query
      .normalize('NFKC')
      .split(/\s+/)
      .map(normaliseSearchText)
      .filter((w) => w.length > 0);
    const whole = words.join('');
    if (!whole) return [];
    const hits: (CategoryHit<C> & { index: number })[] = [];
    for (const entry of this.entries) {
      let { score, term } = this.best(entry, whole);
      if (words.length > 1) {
        const each = words.map((w) => this.best(entry, w));
        const weakest = Math.min(...each.map((e) => e.score));
        if (weakest > score) ({ score, term } = { score: weakest, term: each[0]!.term });
      }
      if (score >= MATCH_THRESHOLD) hits.push({ category: entry.category, score, term, index: entry.index });
    }
    hits.sort((a, b) => b.score - a.score || Number(b.category.is_popular) - Number(a.category.is_popular) || a.index - b.index);
    return hits.slice(0, limit).map(({ category, score, term }) => ({ category, score, term }));
  }

  /**
   * The categories closest to a query that found nothing: those sharing the most characters
   * with it, else the popular ones. `close` says whether the first shares enough of the query
   * (see isCloseMeaning) to be a likely meaning rather than a guess.
   */
  closestMatch(query: string, limit = 4): { categories: C[]; close: boolean } {
    const q = normaliseSearchText(query);
    const scored = this.entries
      .map((entry) => ({
        entry,
        score: Math.max(...entry.terms.map(([t, , weight]) => Math.max(characterOverlap(q, t), bigramSimilarity(q, t)) * weight)),
      }))
      .filter((s) => s.score > 0);
    scored.sort((a, b) => b.score - a.score || Number(b.entry.category.is_popular) - Number(a.entry.category.is_popular) || a.entry.index - b.entry.index);
    const found = scored.slice(0, limit).map((s) => s.entry.category);
    const close = scored[0] !== undefined && isCloseMeaning(q, scored[0].entry.terms);
    if (found.length >= limit) return { categories: found, close };
    const popular = this.entries.filter((e) => e.category.is_popular && !found.includes(e.category)).map((e) => e.category);
    return { categories: [...found, ...popular].slice(0, limit), close };
  }

  /** The closest categories' list alone (see closestMatch). */
  closest(query: string, limit = 4): C[] {
    return this.closestMatch(query, limit).categories;
  }
}
