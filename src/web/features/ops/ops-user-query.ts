/** The user search's state in the URL (`?q=...&page=n`), so back, forward and a shared link show the same results. */
export function opsSearchOf(search: string): { q: string; page: number } {
  const params = new URLSearchParams(search);
  const raw = params.get('page') ?? '1';
  const page = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
  return { q: (params.get('q') ?? '').trim(), page };
}

/** The query string of a search and page (page 1 left out). */
export function opsUsersSearch(q: string, page: number): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `?${params.toString()}`;
}

/** A user id from the path, or undefined when it is not one. */
export function opsUserIdOf(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}
