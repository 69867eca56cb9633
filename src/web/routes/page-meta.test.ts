import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { createAppStore } from '../store';
import { preloaded } from '../test/fixtures';
import { pageMeta } from './page-meta';
import { matchAppRoute } from './route-table';

const i18n = createI18n();
const state = createAppStore(preloaded()).getState();
const meta = (path: string, notFound = false) => pageMeta(matchAppRoute(path), notFound, state, i18n.t, (key) => i18n.exists(key));

describe('page titles and descriptions', () => {
  it('gives the home page the brand and promise', () => {
    expect(meta('/').title).toBe('好幫手｜找在地專家，免費比較報價');
  });

  it('names the category in its title and description', () => {
    expect(meta('/category/aircon-cleaning')).toEqual({
      title: '冷氣清潔｜免費比較專家報價 - 好幫手',
      description: '冷氣清潔：冷氣清潔的說明。在好幫手發一次需求，免費收到多位專家報價。',
    });
    expect(meta('/zh-TW/genre/cleaning/aircon-cleaning').title).toBe('冷氣清潔｜免費比較專家報價 - 好幫手');
  });

  it('names the genre in its title', () => {
    expect(meta('/genre/moving').title).toBe('搬家服務推薦｜免費比較專家報價 - 好幫手');
  });

  it('uses the not-found texts for unknown paths, categories and genres, or a 404 status', () => {
    for (const path of ['/no/such', '/category/nope', '/genre/nope', '/genre/moving/aircon-cleaning']) expect(meta(path).title).toBe('找不到頁面 - 好幫手');
    expect(meta('/login', true).title).toBe('找不到頁面 - 好幫手');
  });

  it('titles other screens by their name, with the category when they are about one', () => {
    expect(meta('/dashboard/projects/quotelist/12').title).toBe('報價列表 - 好幫手');
    expect(meta('/price/aircon-cleaning').title).toBe('冷氣清潔價格行情 - 好幫手');
    expect(meta('/price').title).toBe('價格行情 - 好幫手');
    expect(meta('/login').description).not.toBe('');
  });
});
