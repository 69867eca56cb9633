/** Image types an avatar may have, told by the file's first bytes, never by its name. */
export type ImageType = 'png' | 'jpeg' | 'gif';

const SIGNATURES: { type: ImageType; bytes: number[] }[] = [
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] }, // "GIF8", then 7a or 9a and "a"
];

/** The image type whose signature the data starts with, or null. */
export function detectImageType(data: Uint8Array): ImageType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (data.length >= bytes.length && bytes.every((byte, i) => data[i] === byte)) {
      if (type === 'gif' && !isGifVersion(data)) continue;
      return type;
    }
  }
  return null;
}

function isGifVersion(data: Uint8Array): boolean {
  return (data[4] === 0x37 || data[4] === 0x39) && data[5] === 0x61;
}

export const IMAGE_EXTENSIONS: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', gif: 'gif' };
export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' };
