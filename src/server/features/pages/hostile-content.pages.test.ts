import { beforeAll, describe, expect, it } from 'vitest';
import { addUnverifiedReview, createPublicPro, createUser } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';

// Everything String.replace patterns and HTML/script parsing could act on.
const HOSTILE = "$' $` $& $1 $$ </script><script>alert(1)</script> <!-- ' ` \u2028 &amp;";
const INJECTED = '<script>alert(1)</script>';

/** How React writes text into HTML. */
function reactEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);
}

/** The preloaded state of a page: exactly one state script, whose JSON parses. */
function preloadedState(html: string): unknown {
  const scripts = [...html.matchAll(/<script(?: nonce="[^"]*")?>window\.__PRELOADED_STATE__=(.*?)<\/script>/gs)];
  expect(scripts).toHaveLength(1);
  const json = scripts[0]![1]!;
  // Nothing in it can end the script, open a comment or a string of another quoting context.
  expect(json).not.toMatch(/[<>&'`\u2028\u2029]/);
  return JSON.parse(json);
}

function expectIntact(html: string, texts: string[]) {
  const state = JSON.stringify(preloadedState(html));
  for (const text of texts) expect(state).toContain(JSON.stringify(text).slice(1, -1));
  expect(html).not.toContain(INJECTED);
  expect(html).not.toContain('</script><script>');
  expect(html).not.toContain('<!-- ');
  // The template's tail is still there once, after the state.
  expect(html.match(/<\/html>/g)).toHaveLength(1);
  expect(html.trimEnd().endsWith('</html>')).toBe(true);
  // Every script element that opens also closes.
  expect((html.match(/<script\b/g) ?? []).length).toBe((html.match(/<\/script>/g) ?? []).length);
}

describe.each(ENGINES)('public pages with hostile user text on %s', (engine) => {
  const server = useTestServer(engine, { web: true });
  let serviceId: number;
  const text = (field: string) => `${field}${HOSTILE}`;

  beforeAll(async () => {
    const pro = await createPublicPro(server.db, {
      title: text('服務名稱'),
      description: text('服務介紹'),
      categorySlugs: ['aircon-cleaning'],
      areas: [['臺北市', '大安區']],
      featured: true,
      lastName: text('姓'),
      firstName: text('名'),
    });
    serviceId = pro.service.id;
    await server.db
      .insertInto('quote_service_faqs')
      .values({ quote_service_id: serviceId, question: text('常見問題'), answer: text('回答') })
      .execute();
    await server.db
      .insertInto('quote_service_photos')
      .values({ quote_service_id: serviceId, path: 'services/0123456789abcdef0123456789abcdef.png', caption: text('照片說明') })
      .execute();
    await server.db
      .insertInto('service_certificates')
      .values({ user_id: pro.user.id, name: text('證照名稱'), type: 'license', status: 1, reviewed_at: new Date() })
      .execute();
    const review = await addUnverifiedReview(server.db, serviceId, 5, text('評價內容'));
    const reviewer = await createUser(server.db, { last_name: HOSTILE, first_name: HOSTILE });
    await server.db.updateTable('reviews').set({ user_id: reviewer.id, tags: JSON.stringify([text('標籤')]) }).where('id', '=', review.id).execute();
    await server.db
      .insertInto('reviews')
      .values({ quote_service_id: serviceId, rating: 4, feedback: text('外部評價'), tags: '[]', is_external: true, reviewer_name: HOSTILE })
      .execute();
  });

  async function page(path: string) {
    const res = await fetch(`${server.baseUrl}${path}`);
    expect(res.status).toBe(200);
    return res.text();
  }

  it('keeps the profile intact: the state parses, every text is there escaped, no tag is injected', async () => {
    for (const path of [`/service/${serviceId}`, `/service/${serviceId}/any-slug`]) {
      const html = await page(path);
      const fields = ['服務名稱', '服務介紹', '姓', '常見問題', '回答', '照片說明', '證照名稱', '評價內容', '外部評價', '標籤'].map(text);
      expectIntact(html, fields);
      // Rendered into the page as text, escaped.
      for (const field of ['服務名稱', '服務介紹', '評價內容']) expect(html).toContain(reactEscape(text(field)));
    }
  });

  it('keeps the lists intact: near me, category search, featured, and a search for the hostile text itself', async () => {
    const lists = [
      '/nearme/aircon-cleaning/taipei-city/%E5%A4%A7%E5%AE%89%E5%8D%80',
      '/pro-search/aircon-cleaning',
      '/featured-pros',
      `/pro-search?q=${encodeURIComponent(HOSTILE)}`,
    ];
    for (const path of lists) {
      const html = await page(path);
      expectIntact(html, path.startsWith('/pro-search?') ? [] : [text('服務名稱')]);
      if (!path.startsWith('/pro-search?')) expect(html).toContain(reactEscape(text('服務名稱')));
    }
  });
});
