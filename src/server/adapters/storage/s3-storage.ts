import { randomBytes } from 'node:crypto';
import { sha256Hex, signRequest, uriEncode } from './sigv4';
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
  fetchFn?: typeof fetch;
}

/** Files in an S3-compatible bucket (path-style requests, Signature V4); public reads by publicUrl. */
export class S3Storage implements ReadableStorage {
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: S3StorageOptions) {
    this.fetchFn = options.fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  }

  async save(folder: string, data: Uint8Array, extension: string): Promise<string> {
    if (!FOLDER.test(folder) || !EXTENSION.test(extension)) throw new Error('unexpected folder or extension');
    const path = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
    const key = `${this.options.privatePrefix ?? ''}${path}`;
    const headers = {
      'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'content-length': String(data.byteLength),
      'cache-control': this.options.privatePrefix ? PRIVATE_CACHE_CONTROL : CACHE_CONTROL,
      // Never overwrite: a clash of 128 random bits would be a bug, not a replacement.
      'if-none-match': '*',
    };
    const response = await this.send('PUT', key, headers, data);
    if (!response.ok) throw new Error(`S3 PUT ${key} failed with HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return `${this.options.publicUrl}/${path}`;
  }

  async remove(url: string): Promise<void> {
    const prefix = `${this.options.publicUrl}/`;
    // A site-relative base (private files, served by this server): older rows hold it absolute.
    const given = prefix.startsWith('/') ? url.replace(/^https?:\/\/[^/]+/, '') : url;
    if (!given.startsWith(prefix)) return;
    const path = given.slice(prefix.length);
    if (!SAVED_KEY.test(path)) return;
    const key = `${this.options.privatePrefix ?? ''}${path}`;
    const response = await this.send('DELETE', key, {});
    // S3 answers 204 whether or not the object existed; some compatible stores say 404.
    if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} failed with HTTP ${response.status}`);
  }

  async read(folder: string, name: string): Promise<Buffer | undefined> {
    if (!FOLDER.test(folder) || !NAME.test(name)) return undefined;
    const key = `${this.options.privatePrefix ?? ''}${folder}/${name}`;
    const response = await this.send('GET', key, {});
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`S3 GET ${key} failed with HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  private send(method: 'PUT' | 'DELETE' | 'GET', key: string, headers: Record<string, string>, body?: Uint8Array): Promise<Response> {
    const { endpoint, bucket, region, accessKeyId, secretAccessKey } = this.options;
    const url = new URL(`${endpoint}/${uriEncode(bucket, false)}/${uriEncode(key, true)}`);
    const signed = signRequest({ accessKeyId, secretAccessKey, region, service: 's3' }, { method, url, headers, payloadHash: sha256Hex(body ?? '') });
    // host and content-length are set by fetch itself from the URL and the body.
    const { host: _host, 'content-length': _length, ...sent } = signed;
    // A copy typed as backed by an ArrayBuffer, which fetch's body type asks for.
    return this.fetchFn(url, { method, headers: sent, body: body ? new Uint8Array(body) : null });
  }
}
