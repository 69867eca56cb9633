import { describe, expect, it } from 'vitest';
import { readWorkListQuery, statusesFor } from './work-list';

describe('readWorkListQuery', () => {
  it('reads page, filter, list, request filter and keyword', () => {
    expect(readWorkListQuery({ type: 'myworks', page: '3', filter: '4', list: 'waiting', request: 'notread', q: ' 冷氣 ' })).toEqual({
      page: 3,
      filter: 4,
      list: 'Waiting',
      request: 'notread',
      keyword: '冷氣',
    });
    expect(readWorkListQuery({})).toEqual({ page: 1, filter: null, list: null, request: 'all', keyword: null });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ filter: '8' }, 'filter'],
    [{ list: 'Done' }, 'list'],
    [{ request: 'cheap' }, 'request'],
  ])('refuses %j naming %s', (named, field) => {
    expect(() => readWorkListQuery(named)).toThrow(expect.objectContaining({ kind: 'invalid', fields: [expect.objectContaining({ field })] }));
  });
});

describe('statusesFor', () => {
  it('maps the work lists of spec section 4', () => {
    expect(statusesFor({ filter: null, list: 'Send' })).toEqual([1]);
    expect(statusesFor({ filter: null, list: 'InProgress' })).toEqual([2, 9]);
    expect(statusesFor({ filter: null, list: 'Waiting' })).toEqual([2, 3, 4, 5]);
    expect(statusesFor({ filter: null, list: 'Work' })).toEqual([3, 4]);
    expect(statusesFor({ filter: null, list: 'Completed' })).toEqual([9]);
    expect(statusesFor({ filter: null, list: 'Search' })).toEqual([2, 3, 4, 5]);
  });

  it('never lists NotInterested', () => {
    for (const filter of [null, 1, 2, 3, 4, 5, 6, 7]) expect(statusesFor({ filter, list: null })).not.toContain(6);
  });
});
