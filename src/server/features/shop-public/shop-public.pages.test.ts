import { describe, expect, it } from 'vitest';
import { shopItemSlug } from '../../../domain/shop/shop-item-slug';
import { ENGINES } from '../../test/harness';
import { shopItemsSuite } from '../shop-items/shop-items.test-support';
import { onSaleItem } from './shop-public.test-support';

async function get(baseUrl: string, path: string) {
  const res = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The page's JSON-LD blocks, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>);
}

describe.each(ENGINES)('the product page on %s', (engine) => {
  const suite = shopItemsSuite(engine, {}, { web: true });

  it('server-renders an item on sale with Product JSON-LD, its plans and the buy box; the category page lists it', async () => {
    const pro = await suite.newPro();
    const item = await onSaleItem(suite, pro, { name: '冷氣深層清洗' });
    const slug = shopItemSlug(item.shop_item_id, item.name);
    const path = `/product/${encodeURIComponent(slug)}`;
    const res = await get(suite.server.baseUrl, `${path}/3`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<title>冷氣深層清洗｜測試服務/);
    expect(res.text).toContain(`<link rel="canonical" href="${suite.server.config.publicUrl}${path}"`);
    const product = jsonLdOf(res.text).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({ name: '冷氣深層清洗', description: item.description, sku: String(item.shop_item_id) });
    expect(product?.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: '一台', price: 1800, priceCurrency: 'TWD', availability: 'https://schema.org/InStock', seller: expect.objectContaining({ name: '測試服務' }) }),
      expect.objectContaining({ name: '三台', price: 4800 }),
    ]);
    expect(product?.aggregateRating).toBeUndefined();
    const app = res.text.slice(res.text.indexOf('<div id="app">'), res.text.indexOf('window.__PRELOADED_STATE__'));
    expect(app).toContain('<h1');
    expect(app).toContain('加入購物車');
    // The amount in the address preselects the quantity.
    expect(app).toMatch(/id="buy-quantity"[^>]*value="3"/);
    expect(app).toContain(`href="/service/${pro.service.id}"`);

    const category = await get(suite.server.baseUrl, '/category/aircon-installation');
    expect(category.status).toBe(200);
    expect(category.text).toContain(`href="${path}"`);
  });

  it('answers the site\'s 404 page for an unknown slug and an item not on sale', async () => {
    const pro = await suite.newPro();
    const item = await onSaleItem(suite, pro, { name: '下架的商品' });
    await suite.status(pro.token, 'unpublish', item.shop_item_id);
    for (const path of ['/product/deep-clean-package', `/product/${item.shop_item_id}`, `/product/${item.shop_item_id}-x/2`]) {
      const res = await get(suite.server.baseUrl, path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<div id="app">');
      expect(jsonLdOf(res.text).some((d) => d['@type'] === 'Product')).toBe(false);
    }
  });
});
