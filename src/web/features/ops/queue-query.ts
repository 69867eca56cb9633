import type { QueueDefinition } from '../../../domain/ops/queues';
import { QUEUE_ASSIGNED_FILTERS } from '../../../domain/ops/queues';

/** The `assigned` filter every queue list takes, beside the queue's own. */
export const ASSIGNED_KEY = 'assigned';

/** A queue list's filters as its URL and its call carry them (key -> value; '' is "any"). */
export type QueueFilters = Record<string, string>;

/** The filters a queue list starts with: each filter's initial value, everyone's items. */
export function initialFilters(queue: QueueDefinition): QueueFilters {
  const filters: QueueFilters = { [ASSIGNED_KEY]: 'all' };
  for (const f of queue.filters) filters[f.key] = f.initial ?? '';
  return filters;
}

/** The filters and page a console URL's query string holds; an unknown value falls back to the initial one. */
export function queueStateFromSearch(queue: QueueDefinition, search: string): { filters: QueueFilters; page: number } {
  const query = new URLSearchParams(search);
  const filters = initialFilters(queue);
  const assigned = query.get(ASSIGNED_KEY);
  if (assigned && (QUEUE_ASSIGNED_FILTERS as readonly string[]).includes(assigned)) filters[ASSIGNED_KEY] = assigned;
  for (const f of queue.filters) {
    const value = query.get(f.key);
    if (value === '' || (value !== null && f.options.some((o) => o.value === value))) filters[f.key] = value;
  }
  const page = Number(query.get('page'));
  return { filters, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

/** The query string of a queue list's URL: the filters that differ from the initial ones, and the page after 1. */
export function queueSearch(queue: QueueDefinition, filters: QueueFilters, page: number): string {
  const initial = initialFilters(queue);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== initial[key]) query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
