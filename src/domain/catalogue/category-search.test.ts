import { describe, expect, it } from 'vitest';
import { bigramSimilarity, CategorySearchIndex, normaliseSearchText } from './category-search';

const category = (slug: string, name: string, group: string, genre: string, is_popular = false) => ({ slug, name, group_name: group, genre: { name: genre }, is_popular });
const CATEGORIES = [
  category('aircon-installation', '冷氣安裝', '冷氣服務', '居家維修'),
  category('aircon-cleaning', '冷氣清潔', '冷氣服務', '清潔', true),
  category('home-cleaning', '居家清潔', '居家清潔', '清潔', true),
  category('plumbing', '水電維修', '水電', '居家維修'),
];
const SYNONYMS = { 'aircon-cleaning': ['洗冷氣', '冷氣清洗'], 'home-cleaning': ['打掃', '家事'], plumbing: ['水電工', '通水管'] };

describe('category search', () => {
  const index = new CategorySearchIndex(CATEGORIES, SYNONYMS);
  const slugs = (q: string) => index.search(q).map((h) => h.category.slug);

  it('folds case, width, spaces, punctuation and 臺/台', () => {
    expect(normaliseSearchText(' ＳＥＯ 優化！')).toBe('seo優化');
    expect(normaliseSearchText('臺北市')).toBe(normaliseSearchText('台北市'));
  });

  it('finds by everyday word, part of a name, a sentence around a word and a typo', () => {
    expect(slugs('洗冷氣')[0]).toBe('aircon-cleaning');
    expect(index.search('洗冷氣')[0]?.term).toBe('洗冷氣');
    expect(slugs('冷氣')).toEqual(expect.arrayContaining(['aircon-installation', 'aircon-cleaning']));
    expect(slugs('我家要通水管')[0]).toBe('plumbing');
    expect(slugs('冷器清潔')[0]).toBe('aircon-cleaning');
    expect(slugs('打掃 家事')[0]).toBe('home-cleaning');
  });

  it('finds nothing for nonsense, and offers the closest categories, else the popular ones', () => {
    expect(slugs('火星基地')).toEqual([]);
    expect(index.closest('清洗地毯')[0]?.slug).toBe('aircon-cleaning');
    expect(index.closest('qzxw').map((c) => c.slug)).toEqual(['aircon-cleaning', 'home-cleaning']);
  });

  it('measures bigram similarity between 0 and 1', () => {
    expect(bigramSimilarity('冷氣清潔', '冷氣清潔')).toBe(1);
    expect(bigramSimilarity('冷氣', '火星')).toBe(0);
  });
});
