import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryShowcaseResponse } from '../../../domain/discovery/discovery.types';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { addUnverifiedReview, createPublicPro } from '../../test/factories';

describe.each(ENGINES)('category showcase on %s', (engine) => {
  let server: TestServer;
  let curtains: number;
  let other: number;
  const showcase = async (slug: string) => {
    const res = await server.api(`/quote_services/showcase/${slug}.json`);
    return { status: res.status, showcase: res.body.showcase as CategoryShowcaseResponse };
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    curtains = (await createPublicPro(server.db, { title: '美好窗簾工坊', categorySlugs: ['curtains'], areas: [['臺北市', null]] })).service.id;
    other = (await createPublicPro(server.db, { title: '只做鋼琴搬運', categorySlugs: ['piano-moving'], areas: [['臺北市', null]] })).service.id;
    await addUnverifiedReview(server.db, curtains, 5, '遮光窗簾做得很漂亮，量尺寸很仔細。');
    await addUnverifiedReview(server.db, other, 4, '鋼琴搬得很穩。');
    await server.db
      .insertInto('quote_service_photos')
      .values([
        { quote_service_id: curtains, path: 'photos/curtain-1.jpg', caption: '客廳遮光捲簾', display_order: 1 },
        { quote_service_id: curtains, path: 'photos/curtain-2.jpg', caption: '', display_order: 2 },
        { quote_service_id: other, path: 'photos/piano.jpg', caption: '鋼琴', display_order: 1 },
      ])
      .execute();
  });
  afterAll(() => server.close());

  it("shows the category's pros, their recent reviews and photos of their work, and nothing of other categories", async () => {
    const { status, showcase: s } = await showcase('curtains');
    expect(status).toBe(200);
    expect(s.pros.map((p) => p.id)).toEqual([curtains]);
    expect(s.reviews).toHaveLength(1);
    expect(s.reviews[0]).toMatchObject({ rating: 5, feedback: '遮光窗簾做得很漂亮，量尺寸很仔細。', quote_service: { id: curtains, title: '美好窗簾工坊' } });
    expect(s.reviews[0]!.reviewer).toMatch(/＊＊$/);
    expect(s.photos.map((p) => p.caption)).toEqual(['客廳遮光捲簾', '']);
    // Site-relative, so a server on any port shows them.
    expect(s.photos[0]!.url).toBe('/uploads/photos/curtain-1.jpg');
  });

  it('answers 404 for an unknown category', async () => {
    expect((await showcase('no-such-category')).status).toBe(404);
  });
});
