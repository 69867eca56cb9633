import { describe, expect, it } from 'vitest';
import { shopItemIdOfSlug, shopItemPath, shopItemSlug } from './shop-item-slug';

describe('shop item slugs', () => {
  it('is the id and the readable name', () => {
    expect(shopItemSlug(12, '分離式冷氣清洗')).toBe('12-分離式冷氣清洗');
    expect(shopItemSlug(3, 'Deep Clean  Package!')).toBe('3-deep-clean-package');
    expect(shopItemSlug(4, '冷氣（一台）／含運')).toBe('4-冷氣-一台-含運');
    expect(shopItemSlug(5, '!!!')).toBe('5');
    expect([...shopItemSlug(6, '清'.repeat(80))].length).toBe(2 + 40);
  });

  it('finds the id of a slug, and none in a slug without one', () => {
    expect(shopItemIdOfSlug('12-分離式冷氣清洗')).toBe(12);
    expect(shopItemIdOfSlug('12')).toBe(12);
    expect(shopItemIdOfSlug('deep-clean-package')).toBeNull();
    expect(shopItemIdOfSlug('012-x')).toBeNull();
    expect(shopItemIdOfSlug('12x')).toBeNull();
    expect(shopItemIdOfSlug('99999999999')).toBeNull();
  });

  it('encodes the path', () => {
    expect(shopItemPath('12-冷氣')).toBe('/product/12-%E5%86%B7%E6%B0%A3');
  });
});
