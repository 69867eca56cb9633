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
