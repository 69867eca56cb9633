import { useEffect, useMemo, useState } from 'react';
import type { QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';
import { searchCategoryIndex } from '../../features/catalogue/shell';
import { useApi } from '../../store/use-api';
import { searchCategories } from './search-categories';

// Wait this long after the last key before asking the server (everyday words, near misses).
const SUGGEST_DELAY_MS = 150;

interface Answer {
  query: string;
  results: QuoteCategoryResponse[];
  suggestions: QuoteCategoryResponse[];
  /** The first suggestion is the likely meaning (else the suggestions are popular ones). */
  close: boolean;
}

/**
 * The categories matching what is typed: the names matched in the browser at once, then the
 * server's answer (everyday words, near misses) a moment after the last key. When nothing
 * matches, `closest` holds the server's suggestions and `close` says whether the first is the likely meaning.
 */
export function useCategorySearch(categories: QuoteCategoryResponse[], query: string) {
  const callApi = useApi();
  const trimmed = query.trim();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const local = useMemo(() => searchCategories(categories, query), [categories, query]);

  useEffect(() => {
    if (!trimmed) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      callApi((api) => searchCategoryIndex(api, trimmed))
        .then((found) => {
          if (!cancelled) setAnswer({ query: trimmed, results: found.quote_categories, suggestions: found.suggestions, close: found.suggestions_close === 1 });
        })
        // Offline or refused: the names matched in the browser stand, and nothing found says so.
        .catch(() => {
          if (!cancelled) setAnswer({ query: trimmed, results: [], suggestions: [], close: false });
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [trimmed, callApi]);

  const answered = answer !== null && answer.query === trimmed;
  // The server's answer covers the names too; until it comes, the names matched here.
  const results = answered && answer.results.length > 0 ? answer.results : local;
  const nothingFound = answered && results.length === 0;
  const closest = nothingFound ? answer.suggestions : [];
  return { results, nothingFound, closest, close: answered && answer.close };
}
