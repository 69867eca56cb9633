import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeS3 } from '../../adapters/storage/fake-s3';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { servicesFixture } from '../services/services.test-support';
import { formWith, mediaOf, noisyJpeg, pngOf, samePicture } from './media.test-support';

const ACCOUNT = { accessKeyId: 'AKIDSERVICEMEDIA', secretAccessKey: 'bucket-secret/key+0123', region: 'ap-northeast-1', bucket: 'pro-media' };

describe.each(ENGINES)('service media kept in an S3-compatible bucket on %s', (engine) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof servicesFixture>>;
  const s3 = new FakeS3(ACCOUNT);

  beforeAll(async () => {
    const endpoint = await s3.start();
    server = await startTestServer(engine, {
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: ACCOUNT.bucket,
        S3_REGION: ACCOUNT.region,
        S3_ACCESS_KEY_ID: ACCOUNT.accessKeyId,
        S3_SECRET_ACCESS_KEY: ACCOUNT.secretAccessKey,
        S3_PUBLIC_URL: `${endpoint}/${ACCOUNT.bucket}/`,
      },
    });
    fx = await servicesFixture(server);
  });
  afterAll(async () => {
    await server.close();
    await s3.stop();
  });

  it('puts the original and its thumbnail through signed requests, serves them from the bucket with caching, and deletes both', async () => {
    const pro = await fx.newPro();
    const refusedBefore = s3.refusals.length;
    const original = await noisyJpeg(1200, 900);
    const res = await server.api(`/quote_service_photos/add/${pro.service.id}.json`, {
      method: 'POST',
      token: pro.token,
      body: formWith('photo', [{ data: original, name: 'work.jpg', type: 'image/jpeg' }]),
    });
    expect(res.status).toBe(200);
    const photo = mediaOf(res.body).quote_service_photos[0]!;
    const publicBase = server.config.storage.driver === 's3' ? server.config.storage.publicUrl : '';
    expect(photo.url.startsWith(`${publicBase}/service-photos/`)).toBe(true);
    const served = await fetch(photo.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await samePicture(Buffer.from(await served.arrayBuffer()), original)).toBe(true);
    const thumb = Buffer.from(await (await fetch(photo.thumb_url)).arrayBuffer());
    expect(thumb.length).toBeLessThan(original.length);
    expect(await sharp(thumb).metadata()).toMatchObject({ width: 480, height: 360 });
    expect(s3.refusals.length).toBe(refusedBefore);

    const logo = mediaOf(
      (await server.api(`/quote_services/upload_logo/${pro.service.id}.json`, { method: 'POST', token: pro.token, body: formWith('logo', [{ data: await pngOf(400, 400), name: 'l.png', type: 'image/png' }]) })).body,
    );
    expect((await fetch(logo.logo_thumb_url!)).headers.get('content-type')).toBe('image/png');

    const objects = s3.objects.size;
    await server.api(`/quote_service_photos/delete/${photo.id}.json`, { method: 'POST', token: pro.token, json: {} });
    expect(s3.objects.size).toBe(objects - 2);
    expect((await fetch(photo.url)).status).toBe(404);
    expect((await fetch(photo.thumb_url)).status).toBe(404);
  });
});
