import { describe, expect, it } from 'vitest';
import { fileProblem } from './attachment-picker';

describe('a chosen file before it is sent', () => {
  it.each([
    ['a PNG', { name: 'a.png', type: 'image/png', size: 1000 }, false, null],
    ['a JPEG named oddly', { name: 'photo', type: 'image/jpeg', size: 1000 }, false, null],
    ['an image the browser did not type', { name: 'a.GIF', type: '', size: 1000 }, false, null],
    ['a PDF where PDF is allowed', { name: 'q.pdf', type: 'application/pdf', size: 1000 }, true, null],
    ['a PDF for a review photo', { name: 'q.pdf', type: 'application/pdf', size: 1000 }, false, 'badType'],
    ['a text file', { name: 'a.txt', type: 'text/plain', size: 10 }, true, 'badType'],
    ['10,000,000 bytes', { name: 'a.png', type: 'image/png', size: 10_000_000 }, false, null],
    ['one byte more', { name: 'a.png', type: 'image/png', size: 10_000_001 }, false, 'tooLarge'],
  ])('%s', (_name, file, pdf, problem) => {
    expect(fileProblem(file, pdf)).toBe(problem);
  });
});
