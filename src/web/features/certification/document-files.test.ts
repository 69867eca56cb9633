import { describe, expect, it } from 'vitest';
import { documentHref, documentProblem } from './document-files';

describe('documentProblem', () => {
  it.each([
    [{ name: 'a.png', size: 10, type: 'image/png' }, null],
    [{ name: 'scan.PDF', size: 10, type: '' }, null],
    [{ name: 'a.jpg', size: 10_000_000, type: 'image/jpeg' }, null],
    [{ name: 'a.jpg', size: 10_000_001, type: 'image/jpeg' }, 'fileTooLarge'],
    [{ name: 'a.docx', size: 10, type: 'application/msword' }, 'fileType'],
  ])('%j gives %s', (file, key) => {
    expect(documentProblem(file)?.key ?? null).toBe(key);
  });
});

describe('documentHref', () => {
  it('keeps the path on the same host and moves it to an API host of its own', () => {
    expect(documentHref('/certificate-files/3', '/api')).toBe('/certificate-files/3');
    expect(documentHref('/certificate-files/3', 'https://api.example.tw/api')).toBe('https://api.example.tw/certificate-files/3');
  });
});
