import { describe, expect, it } from 'vitest';
import { type ComboAction, type ComboOption, type ComboState, comboReducer, exactOption, filterOptions, keyAction } from './combobox-state';

const DISTRICTS: ComboOption[] = [
  { value: '1', label: '中正區', hint: '100' },
  { value: '2', label: '大同區', hint: '103' },
  { value: '3', label: '中山區', hint: '104' },
  { value: '4', label: '大安區', hint: '106' },
];
const CITIES: ComboOption[] = [
  { value: '1', label: '臺北市' },
  { value: '2', label: '新北市' },
  { value: '3', label: '臺中市' },
];
const closed: ComboState = { query: '', open: false, active: -1 };

describe('filterOptions', () => {
  it.each([
    ['', ['中正區', '大同區', '中山區', '大安區']],
    ['中', ['中正區', '中山區']],
    ['大安', ['大安區']],
    ['10', ['中正區', '大同區', '中山區', '大安區']],
    ['106', ['大安區']],
    ['火星', []],
  ])('%j -> %j', (query, labels) => {
    expect(filterOptions(DISTRICTS, query).map((o) => o.label)).toEqual(labels);
  });

  it('treats 台 as 臺 and ignores spaces', () => {
    expect(filterOptions(CITIES, '台 北').map((o) => o.label)).toEqual(['臺北市']);
    expect(exactOption(CITIES, '台中市')?.value).toBe('3');
    expect(exactOption(CITIES, '臺中')).toBeUndefined();
    expect(exactOption(CITIES, '')).toBeUndefined();
  });
});

describe('comboReducer', () => {
  const run = (state: ComboState, actions: ComboAction[], count: number) => actions.reduce((s, a) => comboReducer(s, a, count), state);

  it.each([
    ['typing opens and highlights the first option', closed, [{ type: 'type', query: '中' }], 2, { query: '中', open: true, active: 0 }],
    ['typing nothing highlights none', closed, [{ type: 'type', query: '' }], 4, { query: '', open: true, active: -1 }],
    ['typing what matches nothing highlights none', closed, [{ type: 'type', query: '火' }], 0, { query: '火', open: true, active: -1 }],
    ['down opens on the first option', closed, [{ type: 'down' }], 4, { query: '', open: true, active: 0 }],
    ['down moves and wraps to the top', closed, [{ type: 'down' }, { type: 'down' }, { type: 'down' }, { type: 'down' }, { type: 'down' }], 4, { query: '', open: true, active: 0 }],
    ['up opens on the last option', closed, [{ type: 'up' }], 4, { query: '', open: true, active: 3 }],
    ['up wraps to the bottom', closed, [{ type: 'down' }, { type: 'up' }], 4, { query: '', open: true, active: 3 }],
    ['home and end', closed, [{ type: 'down' }, { type: 'end' }], 4, { query: '', open: true, active: 3 }],
    ['home goes to the first', { query: '', open: true, active: 2 }, [{ type: 'home' }], 4, { query: '', open: true, active: 0 }],
    ['close forgets the highlight', { query: '中', open: true, active: 1 }, [{ type: 'close' }], 2, { query: '中', open: false, active: -1 }],
    ['choosing shows the label and closes', { query: '中', open: true, active: 1 }, [{ type: 'chosen', label: '中山區' }], 2, { query: '中山區', open: false, active: -1 }],
    ['moving in an empty list highlights none', closed, [{ type: 'down' }], 0, { query: '', open: true, active: -1 }],
  ] as [string, ComboState, ComboAction[], number, ComboState][])('%s', (_, state, actions, count, expected) => {
    expect(run(state, actions, count)).toEqual(expected);
  });
});

describe('keyAction', () => {
  const open: ComboState = { query: '中', open: true, active: 1 };
  it.each([
    ['ArrowDown', closed, { type: 'down' }],
    ['ArrowUp', open, { type: 'up' }],
    ['Enter', open, 'choose'],
    ['Enter', { ...open, active: -1 }, null],
    ['Enter', closed, null],
    ['Escape', open, { type: 'close' }],
    ['Escape', { query: '中', open: false, active: -1 }, 'clear'],
    ['Escape', closed, null],
    ['Home', open, { type: 'home' }],
    ['Home', closed, null],
    ['End', open, { type: 'end' }],
    ['a', open, null],
  ] as [string, ComboState, ReturnType<typeof keyAction>][])('%s on %j', (key, state, expected) => {
    expect(keyAction(key, state)).toEqual(expected);
  });
});
