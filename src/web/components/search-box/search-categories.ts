import type { QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';

const normalize = (text: string) => text.trim().toLowerCase();

// Lower is better: a name that starts with the words beats one that contains them, which beats
// a match on the group or genre only.
function score(category: QuoteCategoryResponse, terms: string[]): number | null {
  const name = normalize(category.name);
  const group = normalize(category.group_name);
  const genre = normalize(category.genre.name);
  let total = 0;
  for (const term of terms) {
    if (name.startsWith(term)) total += 0;
    else if (name.includes(term)) total += 1;
    else if (group.includes(term)) total += 2;
    else if (genre.includes(term)) total += 3;
    else return null;
  }
  return total;
}

/** Categories matching every word of the query by name, group or genre, best first. */
export function searchCategories(categories: readonly QuoteCategoryResponse[], query: string, limit = 8): QuoteCategoryResponse[] {
  const terms = normalize(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const scored: { category: QuoteCategoryResponse; score: number; index: number }[] = [];
  categories.forEach((category, index) => {
    const s = score(category, terms);
    if (s !== null) scored.push({ category, score: s, index });
  });
  scored.sort((a, b) => a.score - b.score || Number(b.category.is_popular) - Number(a.category.is_popular) || a.index - b.index);
  return scored.slice(0, limit).map((s) => s.category);
}
