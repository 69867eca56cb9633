import { describe, expect, it } from 'vitest';
import { normalisePageUrl } from './page-cache-key';

const key = (path: string) => {
  const url = normalisePageUrl(new URL(path, 'http://localhost'));
  return `${url.pathname}${url.search}`;
};

describe('the cache key of a public page', () => {
  it.each([
    ['/pro-list/top-rated', '/pro-list/top-rated'],
    ['/pro-list/top-rated?x=1', '/pro-list/top-rated'],
    ['/pro-list/top-rated?utm_source=fb&fbclid=abc&_=123456', '/pro-list/top-rated'],
    ['/nearme/home-cleaning/tainan-city?page=2&junk=9', '/nearme/home-cleaning/tainan-city?page=2'],
    ['/pro-search?zzz=1&q=%E5%86%B7%E6%B0%A3&city=taipei-city', '/pro-search?city=taipei-city&q=%E5%86%B7%E6%B0%A3'],
    ['/pro-search?city=taipei-city&q=%E5%86%B7%E6%B0%A3', '/pro-search?city=taipei-city&q=%E5%86%B7%E6%B0%A3'],
    ['/service/12?reviews_page=3&reviews_page=4', '/service/12?reviews_page=3'],
    ['/info/all?page=', '/info/all'],
    ['/55688life/request?utm_source=app&category=aircon-installation', '/55688life/request?category=aircon-installation'],
    ['/category/aircon-installation?', '/category/aircon-installation'],
    ['/', '/'],
  ])('keeps only the parameters pages read: %s', (path, expected) => {
    expect(key(path)).toBe(expected);
  });

  it('uses a URL without a query as it is, without parsing it again', () => {
    const url = new URL('/category/aircon-installation', 'http://localhost');
    expect(normalisePageUrl(url)).toBe(url);
  });

  it('caps a value, so long random values in a used parameter make few distinct keys', () => {
    expect(key(`/pro-search?q=${'a'.repeat(500)}`)).toBe(`/pro-search?q=${'a'.repeat(100)}`);
  });
});
