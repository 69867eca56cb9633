/**
 * An item's public slug: its id, then its name made readable in a URL (letters and digits of any
 * script kept, every other run of characters one hyphen, at most 40 characters): `12-分離式冷氣清洗`.
 * Only the id finds the item; the rest follows its name, so a renamed item's old links still work.
 */

const READABLE_MAX = 40;

export function shopItemSlug(id: number, name: string): string {
  const readable = [...name.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '')]
    .slice(0, READABLE_MAX)
    .join('')
    .replace(/-+$/, '');
  return readable ? `${id}-${readable}` : String(id);
}

/** The item id a slug names (`12-...` or `12`), or null when it names none. */
export function shopItemIdOfSlug(slug: string): number | null {
  const m = /^([1-9]\d{0,9})(?:-|$)/.exec(slug);
  if (!m?.[1]) return null;
  const id = Number(m[1]);
  return id <= 2_147_483_647 ? id : null;
}

/** The path of an item's public page. */
export const shopItemPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;
