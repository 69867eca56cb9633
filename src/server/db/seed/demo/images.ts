import { deflateSync } from 'node:zlib';

/** A colour per genre for the demo photos and avatars ([r, g, b]). */
export const GENRE_COLOURS: Record<string, readonly [number, number, number]> = {
  'home-repair': [37, 99, 235],
  cleaning: [13, 148, 136],
  moving: [217, 119, 6],
  'design-renovation': [120, 86, 60],
  wedding: [219, 39, 119],
  photography: [79, 70, 229],
  tutoring: [22, 163, 74],
  lessons: [234, 88, 12],
  'health-beauty': [190, 24, 93],
  events: [147, 51, 234],
  pets: [202, 138, 4],
  business: [71, 85, 105],
  it: [8, 145, 178],
  vehicles: [220, 38, 38],
};
const FALLBACK: readonly [number, number, number] = [100, 116, 139];

export function genreColour(genreSlug: string): readonly [number, number, number] {
  return GENRE_COLOURS[genreSlug] ?? FALLBACK;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An RGB PNG from a pixel function. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      const at = (y * width + x) * 3;
      rgb[at] = r;
      rgb[at + 1] = g;
      rgb[at + 2] = b;
    }
  }
  return encodeRgbPng(width, height, rgb);
}

/** An RGB PNG from rows of packed RGB bytes; `level` trades size for time (zlib's 1-9). */
export function encodeRgbPng(width: number, height: number, rgb: Uint8Array, level = 6): Buffer {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * stride + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level })), chunk('IEND', new Uint8Array())]);
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A round avatar with one character (the surname) on the genre's colour, as SVG. */
export function demoAvatarSvg(character: string, genreSlug: string): string {
  const [r, g, b] = genreColour(genreSlug);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">',
    `<circle cx="80" cy="80" r="80" fill="rgb(${r},${g},${b})"/>`,
    `<text x="80" y="104" font-size="72" text-anchor="middle" fill="#fff" font-family="'Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif">${escapeXml(character)}</text>`,
    '</svg>',
  ].join('');
}

/** A service's logo: the first character of its name on a rounded square in the genre's colour, as SVG. */
export function demoLogoSvg(mark: string, genreSlug: string): string {
  const [r, g, b] = genreColour(genreSlug);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">',
    `<rect width="240" height="240" rx="48" fill="rgb(${r},${g},${b})"/>`,
    '<rect x="18" y="18" width="204" height="204" rx="36" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="6"/>',
    `<text x="120" y="152" font-size="108" text-anchor="middle" fill="#fff" font-family="'Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif">${escapeXml(mark)}</text>`,
    '</svg>',
  ].join('');
}
