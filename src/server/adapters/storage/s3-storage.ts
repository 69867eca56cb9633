import { randomBytes } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ReadableStorage } from './storage';

const FOLDER = /^[a-z0-9-]{1,40}$/;
const EXTENSION = /^[a-z0-9]{1,5}$/;
const SAVED_KEY = /^([a-z0-9-]{1,40})\/([a-f0-9]{32}\.[a-z0-9]{1,5})$/;
const NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
// Names are random and never reused, so whoever serves the bucket may cache them for good.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

export interface S3StorageOptions {
  /** The S3 API's base URL, e.g. https://s3.ap-northeast-1.amazonaws.com or a MinIO address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are read by browsers (a CDN, or `${endpoint}/${bucket}`); for private files, the app's site-relative `/private-files`. */
  publicUrl: string;
  /**
   * Private files: keys under this prefix (`private/`), which the bucket policy must not make
   * public; the app reads them with signed GETs and serves them after its access check.
   */
  privatePrefix?: string;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');
let sdk: Promise<S3Sdk> | undefined;
/** The AWS SDK is loaded on the first request, so servers on the disk driver never load it. */
export const loadS3Sdk = (): Promise<S3Sdk> => {
  sdk ??= import('@aws-sdk/client-s3');
  return sdk;
};

/** The HTTP status of a failed SDK call, when the service answered at all. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** Files in an S3-compatible bucket through the AWS SDK (path-style requests, Signature V4); public reads by publicUrl. */
export class S3Storage implements ReadableStorage {
  private client: Promise<{ s3: S3Client; sdk: S3Sdk }> | undefined;

  constructor(private readonly options: S3StorageOptions) {}

  private connect(): Promise<{ s3: S3Client; sdk: S3Sdk }> {
    this.client ??= loadS3Sdk().then((loaded) => {
      const { endpoint, region, accessKeyId, secretAccessKey } = this.options;
      const s3 = new loaded.S3Client({
        endpoint,
        region,
        credentials: { accessKeyId, secretAccessKey },
        // Buckets as the path's first segment: MinIO, R2 and the like need no DNS per bucket.
        forcePathStyle: true,
        // Plain Content-Length bodies: many S3-compatible services do not speak the aws-chunked checksum trailer.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { s3, sdk: loaded };
    });
    return this.client;
  }

  private async call<T>(what: string, key: string, run: (s3: S3Client, sdk: S3Sdk) => Promise<T>): Promise<T> {
    const { s3, sdk: loaded } = await this.connect();
    try {
      return await run(s3, loaded);
    } catch (error) {
      const status = statusOf(error);
      throw new Error(`S3 ${what} ${key} failed${status ? ` with HTTP ${status}` : ''}: ${(error as Error).name} ${(error as Error).message}`.slice(0, 400), { cause: error });
    }
  }

  async save(folder: string, data: Uint8Array, extension: string): Promise<string> {
    if (!FOLDER.test(folder) || !EXTENSION.test(extension)) throw new Error('unexpected folder or extension');
    const path = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
    const Key = `${this.options.privatePrefix ?? ''}${path}`;
    await this.call('PUT', Key, (s3, { PutObjectCommand }) =>
      s3.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key,
          Body: data,
          ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          CacheControl: this.options.privatePrefix ? PRIVATE_CACHE_CONTROL : CACHE_CONTROL,
          // Never overwrite: a clash of 128 random bits would be a bug, not a replacement.
          IfNoneMatch: '*',
        }),
      ),
    );
    return `${this.options.publicUrl}/${path}`;
  }

  async remove(url: string): Promise<void> {
    const prefix = `${this.options.publicUrl}/`;
    // A site-relative base (private files, served by this server): older rows hold it absolute.
    const given = prefix.startsWith('/') ? url.replace(/^https?:\/\/[^/]+/, '') : url;
    if (!given.startsWith(prefix)) return;
    const path = given.slice(prefix.length);
    if (!SAVED_KEY.test(path)) return;
    const Key = `${this.options.privatePrefix ?? ''}${path}`;
    await this.call('DELETE', Key, async (s3, { DeleteObjectCommand }) => {
      try {
        await s3.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key }));
      } catch (error) {
        // S3 answers 204 whether or not the object existed; some compatible stores say 404.
        if (statusOf(error) !== 404) throw error;
      }
    });
  }

  async read(folder: string, name: string): Promise<Buffer | undefined> {
    if (!FOLDER.test(folder) || !NAME.test(name)) return undefined;
    const Key = `${this.options.privatePrefix ?? ''}${folder}/${name}`;
    return this.call('GET', Key, async (s3, { GetObjectCommand }) => {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: this.options.bucket, Key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (statusOf(error) === 404) return undefined;
        throw error;
      }
    });
  }
}
