import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ServiceMedia } from '../../../domain/media/media';

/** A noisy photo (noise does not compress, so the file is large) of the given size. */
export async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

export function pngOf(width: number, height: number, colour = '#33aa66'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } }).png().toBuffer();
}

export function gifOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc3344' } }).gif().toBuffer();
}

/** A multipart body with files under one field name and optional text fields. */
export function formWith(field: string, files: { data: Buffer; name: string; type: string }[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name);
  return form;
}

/** A data directory of its own, so uploaded files of a test never mix with others. */
export function tempDataDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'media-test-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function mediaOf(body: Record<string, unknown>): ServiceMedia {
  return body as unknown as ServiceMedia;
}

/** The smallest real pictures (1×1), for tests that need a file that decodes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADUlEQVQImWNgYGD4DwABBAEAfbLI3wAAAABJRU5ErkJggg==',
  'base64',
);
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z',
  'base64',
);
export const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAExpcf///yH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==', 'base64');

const GPS_IFD_TAG = [Buffer.from([0x25, 0x88]), Buffer.from([0x88, 0x25])];

/**
 * A 40×20 JPEG as a phone takes it: EXIF with the camera, a GPS position and orientation 6
 * (shown turned a quarter, so upright it is 20×40).
 */
export async function jpegWithGps(): Promise<Buffer> {
  const plain = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  return sharp(plain)
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'TestCam', Model: 'Phone 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 2/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 33/1 0/1' } },
    })
    .jpeg()
    .toBuffer();
}

/** Whether a picture carries EXIF with a GPS block. */
export async function hasGps(data: Buffer): Promise<boolean> {
  const { exif } = await sharp(data).metadata();
  return exif !== undefined && GPS_IFD_TAG.some((tag) => exif.includes(tag));
}

/** Asserts-friendly facts of a stored picture: any EXIF left, and its size as stored. */
export async function storedFacts(data: Buffer): Promise<{ exif: boolean; orientation: number | undefined; width: number; height: number }> {
  const meta = await sharp(data).metadata();
  return { exif: meta.exif !== undefined, orientation: meta.orientation, width: meta.width, height: meta.height };
}

/** Whether a stored picture is the sent one re-encoded: same format and size (its bytes differ, its metadata is gone). */
export async function samePicture(stored: Uint8Array, sent: Uint8Array): Promise<boolean> {
  const [a, b] = await Promise.all([sharp(stored).metadata(), sharp(sent).metadata()]);
  return a.format === b.format && a.width === b.width && a.height === b.height && a.exif === undefined;
}
