import { describe, expect, it } from 'vitest';
import { rememberedByPath } from './web-assets';

describe('rememberedByPath', () => {
  it('computes a path once and answers it again from memory, each path its own', () => {
    const asked: string[] = [];
    const tags = rememberedByPath((pathname) => {
      asked.push(pathname);
      return `<link href="${pathname}.js">`;
    });
    expect(tags('/dashboard/works')).toBe('<link href="/dashboard/works.js">');
    expect(tags('/dashboard/works')).toBe('<link href="/dashboard/works.js">');
    expect(tags('/dashboard/requests')).toBe('<link href="/dashboard/requests.js">');
    expect(asked).toEqual(['/dashboard/works', '/dashboard/requests']);
  });

  it('keeps at most a thousand paths, forgetting the oldest first', () => {
    const asked: string[] = [];
    const tags = rememberedByPath((pathname) => {
      asked.push(pathname);
      return '';
    });
    for (let i = 0; i <= 1000; i += 1) tags(`/service/${i}`);
    tags('/service/1000');
    tags('/service/0');
    expect(asked.filter((path) => path === '/service/1000')).toHaveLength(1);
    expect(asked.filter((path) => path === '/service/0')).toHaveLength(2);
  });
});
