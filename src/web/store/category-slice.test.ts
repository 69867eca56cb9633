import { describe, expect, it } from 'vitest';
import { airconCleaning, airconDetail, CATEGORIES, cleaning, homeCleaning, houseMoving, moving, sofaCleaning } from '../test/fixtures';
import { categorySlice, initialCategoryState } from './category-slice';
import { fetchCatalogue, fetchCategory, fetchCities } from './category-thunks';

const reduce = categorySlice.reducer;
const failure = { code: 'network', kind: 'network' as const };

describe('the category state', () => {
  it('starts from what the server preloaded, empty otherwise', () => {
    expect(initialCategoryState()).toEqual({
      genres: [],
      categories: [],
      categoryData: {},
      cities: [],
      isFetchingCategory: false,
      isFetchingCatalogue: false,
      categoryShopItems: {},
      recentShopItems: null,
      shopProducts: {},
      serviceShopItems: {},
      shopFailed: {},
    });
    expect(initialCategoryState({ genres: [cleaning] }).genres).toEqual([cleaning]);
  });

  it('stores the catalogue when it arrives', () => {
    const busy = reduce(initialCategoryState(), fetchCatalogue.pending('r', undefined));
    expect(busy.isFetchingCatalogue).toBe(true);
    const done = reduce(busy, fetchCatalogue.fulfilled({ genres: [cleaning, moving], quote_categories: CATEGORIES }, 'r', undefined));
    expect(done).toMatchObject({ genres: [cleaning, moving], categories: CATEGORIES, isFetchingCatalogue: false });
  });

  it('keeps the catalogue it had when a catalogue fetch fails', () => {
    const before = initialCategoryState({ genres: [cleaning], categories: [homeCleaning] });
    const after = reduce(reduce(before, fetchCatalogue.pending('r', undefined)), fetchCatalogue.rejected(new Error('x'), 'r', undefined));
    expect(after).toEqual(before);
  });

  it('merges a fetched category into the details it already has', () => {
    const other = { ...houseMoving, QuoteFormField: [] };
    const before = initialCategoryState({ categoryData: { 'house-moving': other } });
    const busy = reduce(before, fetchCategory.pending('r', 'aircon-cleaning'));
    expect(busy.isFetchingCategory).toBe(true);
    const done = reduce(busy, fetchCategory.fulfilled(airconDetail, 'r', 'aircon-cleaning'));
    expect(done.categoryData).toEqual({ 'house-moving': other, 'aircon-cleaning': airconDetail });
    expect(done.isFetchingCategory).toBe(false);
  });

  it('leaves the state unchanged when a category fetch fails', () => {
    const before = initialCategoryState({ categories: [airconCleaning, sofaCleaning], categoryData: { 'aircon-cleaning': airconDetail } });
    const after = reduce(reduce(before, fetchCategory.pending('r', 'sofa-cleaning')), fetchCategory.rejected(null, 'r', 'sofa-cleaning', failure));
    expect(after).toEqual(before);
  });

  it('stores the cities', () => {
    const cities = [{ id: 1, slug: 'taipei-city', name: '臺北市', districts: [] }];
    expect(reduce(initialCategoryState(), fetchCities.fulfilled(cities, 'r', undefined)).cities).toEqual(cities);
  });
});
