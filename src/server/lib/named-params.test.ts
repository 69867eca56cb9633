import { describe, expect, it } from 'vitest';
import { parseNamedParams } from './named-params';

describe('parseNamedParams', () => {
  it.each([
    ['type:myworks/page:2.json', { type: 'myworks', page: '2' }, []],
    ['page:3', { page: '3' }, []],
    ['12/narrow_status_id:2.json', { narrow_status_id: '2' }, ['12']],
    ['', {}, []],
    ['/a/b/', {}, ['a', 'b']],
    ['q:%E5%86%B7%E6%B0%A3.json', { q: '冷氣' }, []],
    ['filter:/x', { filter: '' }, ['x']],
  ])('splits %s into named and positional parts', (rest, named, positional) => {
    expect(parseNamedParams(rest)).toEqual({ named, positional });
  });

  it('keeps a segment that is not valid percent-encoding as it is', () => {
    expect(parseNamedParams('q:%E5%')).toEqual({ named: { q: '%E5%' }, positional: [] });
  });
});
