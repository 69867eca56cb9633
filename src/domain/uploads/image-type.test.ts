import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('detectImageType', () => {
  it.each([
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'png'],
    ['a JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16), 'jpeg'],
    ['a JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'jpeg'],
    ['a GIF89a', ascii('GIF89a\x01\x00'), 'gif'],
    ['a GIF87a', ascii('GIF87a'), 'gif'],
  ])('knows %s by its first bytes', (_name, data, type) => {
    expect(detectImageType(data)).toBe(type);
  });

  it.each([
    ['empty data', bytes()],
    ['a PNG cut short', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['a PDF', ascii('%PDF-1.7')],
    ['HTML named .png', ascii('<html><script>alert(1)</script>')],
    ['an SVG', ascii('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a WebP', ascii('RIFF\x00\x00\x00\x00WEBPVP8 ')],
    ['GIF8 with a wrong version', ascii('GIF85a')],
    ['two JPEG bytes', bytes(0xff, 0xd8)],
  ])('refuses %s', (_name, data) => {
    expect(detectImageType(data)).toBeNull();
  });
});
