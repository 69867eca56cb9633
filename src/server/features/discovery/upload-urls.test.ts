import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { uploadUrl } from './discovery.service';

describe('picture URLs on any port', () => {
  it('serves our own pictures site-relative, whatever address and port they were stored with', () => {
    expect(uploadUrl('http://localhost:3000/uploads/photos/a.jpg')).toBe('/uploads/photos/a.jpg');
    expect(uploadUrl('http://127.0.0.1:4173/uploads/logos/b.png')).toBe('/uploads/logos/b.png');
    expect(uploadUrl('photos/c.jpg')).toBe('/uploads/photos/c.jpg');
    // A bucket's or CDN's address stays as it is.
    expect(uploadUrl('https://cdn.example.com/uploads/d.jpg')).toBe('https://cdn.example.com/uploads/d.jpg');
    expect(uploadUrl(null)).toBeNull();
  });

  it('follows PORT when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '4123' }).publicUrl).toBe('http://localhost:4123');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4123', PUBLIC_URL: 'https://haobangshou.example.tw/' }).publicUrl).toBe('https://haobangshou.example.tw');
  });
});
