import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../domain/limits';
import { imageProblem } from './image-file';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);

describe('checking an avatar before upload (spec section 5)', () => {
  it.each([
    ['a.png', PNG],
    ['photo.JPG', JPEG],
    ['photo.jpeg', JPEG],
    ['anim.gif', GIF],
    ['no-extension', PNG],
  ])('accepts %s', (name, head) => {
    expect(imageProblem({ name, size: 1000 }, head)).toBeUndefined();
  });

  it('accepts exactly 10,000,000 bytes and refuses one more', () => {
    expect(imageProblem({ name: 'a.png', size: UPLOAD_MAX_BYTES }, PNG)).toBeUndefined();
    expect(imageProblem({ name: 'a.png', size: UPLOAD_MAX_BYTES + 1 }, PNG)).toBe('forms>avatar>tooLarge');
  });

  it.each([
    ['a pdf', 'a.pdf', PDF],
    ['a pdf named png', 'a.png', PDF],
    ['a png named exe', 'a.exe', PNG],
  ])('refuses %s', (_, name, head) => {
    expect(imageProblem({ name, size: 1000 }, head)).toBe('forms>avatar>badType');
  });

  it('refuses an empty file', () => {
    expect(imageProblem({ name: 'a.png', size: 0 }, new Uint8Array())).toBe('forms>avatar>empty');
  });
});
