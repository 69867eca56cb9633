import { describe, expect, it } from 'vitest';
import type { GenreResponse, QuoteCategoryResponse } from './catalogue.types';
import { buildCategoryGroups, buildCategoryTree, categoryPlace } from './category-tree';

const genre = (slug: string): GenreResponse => ({ id: slug.length, slug, name: slug, description: '', icon: '' });
const category = (slug: string, genreSlug: string, group: string): QuoteCategoryResponse => ({
  id: slug.length,
  slug,
  name: slug,
  group_name: group,
  description: '',
  is_popular: false,
  price_hint: null,
  genre: { id: genreSlug.length, slug: genreSlug, name: genreSlug },
});

const genres = [genre('repair'), genre('cleaning'), genre('empty')];
const categories = [
  category('aircon-repair', 'repair', '冷氣服務'),
  category('plumbing', 'repair', '水電'),
  category('aircon-install', 'repair', '冷氣服務'),
  category('aircon-cleaning', 'cleaning', '冷氣服務'),
  category('home-cleaning', 'cleaning', '居家清潔'),
];

describe('category tree', () => {
  it('nests genre, sub-genre and category in catalogue order, keeping empty genres', () => {
    const tree = buildCategoryTree(genres, categories);
    expect(tree.map((n) => n.genre.slug)).toEqual(['repair', 'cleaning', 'empty']);
    expect(tree[0]!.subgenres.map((s) => [s.name, s.quote_categories.map((c) => c.slug)])).toEqual([
      ['冷氣服務', ['aircon-repair', 'aircon-install']],
      ['水電', ['plumbing']],
    ]);
    expect(tree[2]!.subgenres).toEqual([]);
  });

  it('gathers a category group across genres', () => {
    const groups = buildCategoryGroups(categories);
    expect(groups.find((g) => g.name === '冷氣服務')!.quote_categories.map((c) => c.slug)).toEqual(['aircon-repair', 'aircon-install', 'aircon-cleaning']);
  });

  it("places a category in its genre's sub-genre and its cross-genre group", () => {
    const place = categoryPlace(categories, categories[3]!);
    expect(place.subgenre.quote_categories.map((c) => c.slug)).toEqual(['aircon-cleaning']);
    expect(place.group.quote_categories.map((c) => c.slug)).toEqual(['aircon-repair', 'aircon-install', 'aircon-cleaning']);
  });
});
