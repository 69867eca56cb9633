import { describe, expect, it } from 'vitest';
import type { QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';
import { searchCategories } from './search-categories';

const cat = (slug: string, name: string, group: string, genre: string, is_popular = false): QuoteCategoryResponse => ({
  id: slug.length,
  slug,
  name,
  group_name: group,
  description: '',
  is_popular,
  price_hint: null,
  genre: { id: 1, slug: genre, name: genre === 'home-repair' ? '居家維修' : '搬家運送' },
});

const all = [
  cat('aircon-installation', '冷氣安裝', '冷氣服務', 'home-repair'),
  cat('aircon-cleaning', '冷氣清潔', '冷氣服務', 'home-repair', true),
  cat('fridge-repair', '冰箱維修', '家電維修', 'home-repair'),
  cat('central-aircon', '中央空調與冷氣保養', '空調', 'home-repair'),
  cat('house-moving', '搬家', '搬家服務', 'moving'),
];

describe('searchCategories', () => {
  it('finds nothing for an empty query', () => {
    expect(searchCategories(all, '   ')).toEqual([]);
  });

  it('puts names starting with the query first, popular ones ahead, then names containing it', () => {
    expect(searchCategories(all, '冷氣').map((c) => c.slug)).toEqual(['aircon-cleaning', 'aircon-installation', 'central-aircon']);
  });

  it('matches the group and the genre name too', () => {
    expect(searchCategories(all, '家電').map((c) => c.slug)).toEqual(['fridge-repair']);
    expect(searchCategories(all, '居家維修')).toHaveLength(4);
  });

  it('needs every word to match', () => {
    expect(searchCategories(all, '冷氣 清潔').map((c) => c.slug)).toEqual(['aircon-cleaning']);
  });

  it('ignores case and stops at the limit', () => {
    const latin = [cat('a', 'Yoga', 'Fitness', 'moving'), cat('b', 'yoga kids', 'Fitness', 'moving')];
    expect(searchCategories(latin, 'YOGA')).toHaveLength(2);
    expect(searchCategories(all, '居家', 2)).toHaveLength(2);
  });
});
