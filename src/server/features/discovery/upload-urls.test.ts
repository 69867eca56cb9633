import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { absoluteUrl, uploadUrl } from '../../adapters/storage/upload-url';

describe('picture URLs on any port', () => {
  it('gives stored URLs as the storage wrote them, site-relative for our own files', () => {
    expect(uploadUrl('/uploads/photos/a.jpg')).toBe('/uploads/photos/a.jpg');
    expect(uploadUrl('/private-files/messages/b.pdf')).toBe('/private-files/messages/b.pdf');
    expect(uploadUrl('photos/c.jpg')).toBe('/uploads/photos/c.jpg');
    // A bucket's or CDN's address stays as it is.
    expect(uploadUrl('https://cdn.example.com/uploads/d.jpg')).toBe('https://cdn.example.com/uploads/d.jpg');
    expect(uploadUrl(null)).toBeNull();
  });

  it('makes them absolute for e-mails, read outside the site', () => {
    expect(absoluteUrl('https://haobangshou.example.tw', '/uploads/photos/a.jpg')).toBe('https://haobangshou.example.tw/uploads/photos/a.jpg');
    expect(absoluteUrl('https://haobangshou.example.tw', 'https://cdn.example.com/d.jpg')).toBe('https://cdn.example.com/d.jpg');
  });

  it('follows PORT when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: 'https://haobangshou.example.tw/' }).publicUrl).toBe('https://haobangshou.example.tw');
  });
});
