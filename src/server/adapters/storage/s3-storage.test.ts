import type { ServiceInputTypes, ServiceOutputTypes } from '@aws-sdk/client-s3';
import type { FinalizeHandler, FinalizeHandlerArguments } from '@smithy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createPrivateStorage, createStorage, FolderRoutedStorage, S3_PRIVATE_PREFIX } from './create-storage';
import { DiskStorage } from './disk-storage';
import { FakeS3 } from './fake-s3';
import { S3Storage } from './s3-storage';

const ACCOUNT = { accessKeyId: 'AKIDMEDIATEST', secretAccessKey: 'media-secret-key/0123456789', region: 'ap-northeast-1', bucket: 'service-media' };

describe('S3Storage (AWS SDK) against a local S3 that checks Signature V4', () => {
  const fake = new FakeS3(ACCOUNT);
  let endpoint: string;
  const storage = (override: Partial<typeof ACCOUNT> = {}) =>
    new S3Storage({ ...ACCOUNT, ...override, endpoint, publicUrl: `${endpoint}/${ACCOUNT.bucket}` });

  beforeAll(async () => {
    endpoint = await fake.start();
  });
  afterAll(() => fake.stop());

  it('puts a file under a random name with its type and a long cache, and reads it back from the public URL', async () => {
    const url = await storage().save('service-photos', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), 'png');
    expect(url).toMatch(new RegExp(`^${endpoint}/service-media/service-photos/[a-f0-9]{32}\\.png$`));
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(await storage().save('service-photos', new Uint8Array([1]), 'png')).not.toBe(url);
  });

  it('deletes a file it saved, and ignores URLs it did not make', async () => {
    const url = await storage().save('logos', new Uint8Array([1, 2]), 'jpg');
    const count = fake.objects.size;
    await storage().remove(`https://elsewhere.example/${url.split('/').slice(-2).join('/')}`);
    await storage().remove(`${endpoint}/service-media/../etc/passwd`);
    expect(fake.objects.size).toBe(count);
    await storage().remove(url);
    expect((await fetch(url)).status).toBe(404);
    expect(fake.objects.size).toBe(count - 1);
    await expect(storage().remove(url)).resolves.toBeUndefined();
  });

  it('is refused by the bucket with a wrong secret, an unknown key id or another region', async () => {
    const before = fake.objects.size;
    await expect(storage({ secretAccessKey: 'not-the-secret' }).save('logos', new Uint8Array([1]), 'png')).rejects.toThrow(/403/);
    await expect(storage({ accessKeyId: 'AKIDOTHER' }).save('logos', new Uint8Array([1]), 'png')).rejects.toThrow(/403/);
    await expect(storage({ region: 'us-west-2' }).save('logos', new Uint8Array([1]), 'png')).rejects.toThrow(/403/);
    expect(fake.refusals.slice(-3)).toEqual(['SignatureDoesNotMatch', 'InvalidAccessKeyId', 'AuthorizationHeaderMalformed']);
    expect(fake.objects.size).toBe(before);
  });

  it('refuses a body changed after signing, and an unsigned request', async () => {
    const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const client = new S3Client({ ...ACCOUNT, endpoint, forcePathStyle: true, credentials: ACCOUNT, requestChecksumCalculation: 'WHEN_REQUIRED' });
    // Swaps the body once the request is signed, as a proxy in between could.
    client.middlewareStack.addRelativeTo(
      (next: FinalizeHandler<ServiceInputTypes, ServiceOutputTypes>) => async (args: FinalizeHandlerArguments<ServiceInputTypes>) => {
        (args.request as { body: unknown }).body = new Uint8Array([9, 9]);
        return next(args);
      },
      { relation: 'after', toMiddleware: 'httpSigningMiddleware', name: 'tamper' },
    );
    const put = new PutObjectCommand({ Bucket: ACCOUNT.bucket, Key: `logos/${'b'.repeat(32)}.png`, Body: new Uint8Array([1, 2]) });
    await expect(client.send(put)).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    expect(fake.refusals.at(-1)).toBe('XAmzContentSHA256Mismatch');
    const anonymous = await fetch(`${endpoint}/service-media/logos/${'a'.repeat(32)}.png`, { method: 'PUT', body: new Uint8Array([1]) });
    expect(anonymous.status).toBe(403);
  });

  it('keeps private files under private/, unreadable without a signature, read back by the app', async () => {
    const app = '/private-files';
    const privateFiles = new S3Storage({ ...ACCOUNT, endpoint, publicUrl: app, privatePrefix: S3_PRIVATE_PREFIX });
    const url = await privateFiles.save('messages', new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), 'pdf');
    // Served by the app itself: a site-relative URL.
    expect(url).toMatch(/^\/private-files\/messages\/[a-f0-9]{32}\.pdf$/);
    const name = url.split('/').pop()!;
    const key = `private/messages/${name}`;
    expect(fake.objects.get(key)?.cacheControl).toBe('private, no-store');
    expect((await fetch(`${endpoint}/${ACCOUNT.bucket}/${key}`)).status).toBe(403);
    expect([...(await privateFiles.read('messages', name))!]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(await privateFiles.read('messages', `${'0'.repeat(32)}.pdf`)).toBeUndefined();
    // A row stored when the URL was absolute still names the file.
    await privateFiles.remove(`http://localhost:3000${url}`);
    expect(fake.objects.has(key)).toBe(false);
  });

  it('refuses folder names and extensions that could leave the folder', async () => {
    await expect(storage().save('../x', new Uint8Array([1]), 'png')).rejects.toThrow();
    await expect(storage().save('logos', new Uint8Array([1]), 'png/../x')).rejects.toThrow();
  });
});

describe('createStorage', () => {
  it('uses the data directory by default and S3 when STORAGE_DRIVER=s3 is complete', () => {
    expect(createStorage(loadConfig({ NODE_ENV: 'test' }))).toBeInstanceOf(FolderRoutedStorage);
    expect(createPrivateStorage(loadConfig({ NODE_ENV: 'test' }))).toBeInstanceOf(DiskStorage);
    const s3 = loadConfig({
      NODE_ENV: 'test',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'media',
      S3_REGION: 'ap-northeast-1',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    });
    expect(s3.storage).toMatchObject({ driver: 's3', endpoint: 'http://127.0.0.1:9000', publicUrl: 'http://127.0.0.1:9000/media' });
    expect(createPrivateStorage(s3)).toBeInstanceOf(S3Storage);
  });

  it('names each missing S3 variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 's3', S3_BUCKET: 'media' })).toThrow(/S3_ENDPOINT[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
  });
});
