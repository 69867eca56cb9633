import { describe, expect, it } from 'vitest';
import { breadcrumbListLd, ldJson } from './structured-data';

describe('structured data', () => {
  it('numbers the crumbs from 1 with absolute URLs, the last one being the page', () => {
    const ld = breadcrumbListLd([{ label: '首頁', to: '/' }, { label: '價格行情', to: '/price' }, { label: '冷氣清潔' }], 'https://example.tw/', '/price/aircon-cleaning');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首頁', item: 'https://example.tw/' },
      { '@type': 'ListItem', position: 2, name: '價格行情', item: 'https://example.tw/price' },
      { '@type': 'ListItem', position: 3, name: '冷氣清潔', item: 'https://example.tw/price/aircon-cleaning' },
    ]);
    expect(ld['@type']).toBe('BreadcrumbList');
  });

  it('escapes < so a title cannot end the script element', () => {
    const json = ldJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
