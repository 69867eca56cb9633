import { describe, expect, it } from 'vitest';
import { contentKey, contentSlice, initialContentState } from './content-slice';
import { fetchArticle, fetchCollections, fetchPriceGuide } from './content-thunks';

const reduce = contentSlice.reducer;

describe('content slice', () => {
  it('knows preloaded lists are loaded, even when empty', () => {
    expect(initialContentState({ collections: [] }).loaded).toEqual({ collections: true });
    expect(initialContentState().loaded).toEqual({});
  });

  it('remembers a 404 as missing and any other failure as failed, which a new try clears', () => {
    let state = reduce(initialContentState(), fetchArticle.rejected(null, 'r1', 'gone', { status: 404 }));
    expect(state.missing[contentKey('article', 'gone')]).toBe(true);
    state = reduce(state, fetchPriceGuide.rejected(null, 'r2', 'x', { status: 0 }));
    expect(state.failed[contentKey('price', 'x')]).toBe(true);
    expect(state.missing[contentKey('price', 'x')]).toBeUndefined();
    state = reduce(state, fetchPriceGuide.pending('r3', 'x'));
    expect(state.failed[contentKey('price', 'x')]).toBeUndefined();
  });

  it('stores what a fetch brings', () => {
    const state = reduce(initialContentState(), fetchCollections.fulfilled([], 'r1', undefined));
    expect(state.loaded.collections).toBe(true);
    expect(state.collections).toEqual([]);
  });
});
