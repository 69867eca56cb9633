import { describe, expect, it } from 'vitest';
import { airconCleaning, CATEGORIES, cleaning, homeCleaning, houseMoving, moving, sofaCleaning } from '../test/fixtures';
import { initialCategoryState } from './category-slice';
import { groupCategories, relatedCategories, selectCategoryTree, selectGenreNode, selectPopularByGenre } from './category-selectors';
import { createAppStore } from './index';

const stateWith = (genres = [cleaning, moving], categories = CATEGORIES) => ({
  ...createAppStore(undefined).getState(),
  category: initialCategoryState({ genres, categories }),
});

describe('the category selectors', () => {
  it('groups categories by group name in catalogue order', () => {
    expect(groupCategories([homeCleaning, airconCleaning, sofaCleaning]).map((g) => [g.name, g.categories.map((c) => c.slug)])).toEqual([
      ['居家清潔', ['home-cleaning', 'sofa-cleaning']],
      ['冷氣服務', ['aircon-cleaning']],
    ]);
  });

  it('derives the genre → group → category tree, keeping genres without categories', () => {
    const empty = { ...moving, slug: 'empty', name: '空' };
    const tree = selectCategoryTree(stateWith([cleaning, moving, empty]));
    expect(tree.map((n) => [n.genre.slug, n.groups.map((g) => g.name)])).toEqual([
      ['cleaning', ['冷氣服務', '居家清潔']],
      ['moving', ['搬家服務']],
      ['empty', []],
    ]);
  });

  it('returns the same tree object while the catalogue is unchanged', () => {
    const state = stateWith();
    expect(selectCategoryTree(state)).toBe(selectCategoryTree({ ...state }));
  });

  it('finds one genre node by slug', () => {
    expect(selectGenreNode(stateWith(), 'moving')?.groups[0]?.categories).toEqual([houseMoving]);
    expect(selectGenreNode(stateWith(), 'nope')).toBeUndefined();
  });

  it('lists popular categories per genre, leaving out genres with none', () => {
    expect(selectPopularByGenre(stateWith()).map((e) => [e.genre.slug, e.categories.map((c) => c.slug)])).toEqual([['cleaning', ['aircon-cleaning', 'home-cleaning']]]);
  });

  it('relates categories of the same genre, same group first, never itself', () => {
    const sameGroup = { ...sofaCleaning, slug: 'duct', group_name: '冷氣服務' };
    expect(relatedCategories([...CATEGORIES, sameGroup], airconCleaning).map((c) => c.slug)).toEqual(['duct', 'home-cleaning', 'sofa-cleaning']);
    expect(relatedCategories(CATEGORIES, airconCleaning, 1)).toHaveLength(1);
  });
});
