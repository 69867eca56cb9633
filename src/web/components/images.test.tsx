// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteRequestResponse } from '../../domain/requests/quote-request.types';
import { ProAvatar as ListAvatar } from '../features/discovery/components';
import { ProAvatar as QuoteAvatar } from '../features/projects/quote-parts';
import { QuoteAttachments } from '../features/projects/quote-attachments';
import { RequestDetails } from '../features/projects/request-details';
import { renderWithApp } from '../test/render';
import { UserMenu } from './page-frame/user-menu';
import { me, preloaded } from '../test/fixtures';
import { createAppStore } from '../store';

afterEach(cleanup);

/** Every picture: a zh-TW alt text, a fixed aspect (width and height) and the loading it should have. */
function expectImage(img: HTMLImageElement, loading: 'lazy' | 'eager' | null) {
  expect(img.getAttribute('alt') ?? '').toMatch(/\p{Script=Han}/u);
  expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
  expect(img.getAttribute('loading')).toBe(loading);
}

const images = (container: HTMLElement) => [...container.querySelectorAll('img')];

describe('pictures', () => {
  it('gives pros’ pictures in lists an alt, a size and lazy loading; the profile’s own picture loads at once', () => {
    const pro = { logo_url: '/uploads/service-logos/a.png', avatar_url: null, name: '陳志明' };
    const list = renderWithApp(<ListAvatar pro={pro} />);
    const [small] = images(list.container);
    expectImage(small!, 'lazy');
    expect(small!.alt).toContain('陳志明');
    cleanup();
    const top = renderWithApp(<ListAvatar pro={pro} size="lg" />);
    expectImage(images(top.container)[0]!, 'eager');
  });

  it('gives the quoting pro’s picture and the quote’s image files an alt, a size and lazy loading', () => {
    const { container } = renderWithApp(
      <>
        <QuoteAvatar provider={{ id: 3, full_name: '林淑芬', s3_thumb_url: '/uploads/avatars/b.png' }} />
        <QuoteAvatar provider={{ id: 3, full_name: '林淑芬', s3_thumb_url: '/uploads/avatars/b.png' }} size="lg" />
        <QuoteAttachments files={[{ url: '/private-files/quotes/c.png', name: '報價單.png', type: 'png', size: 100 }]} />
      </>,
    );
    const [avatar, large, file] = images(container);
    expectImage(avatar!, 'lazy');
    expect(avatar!.alt).toContain('林淑芬');
    expect([large!.getAttribute('width'), large!.getAttribute('height')]).toEqual(['72', '72']);
    expectImage(file!, 'lazy');
  });

  it('gives request photos an alt naming each, a size and lazy loading', () => {
    const request = {
      QuoteCategory: { id: 1, slug: 'aircon-installation', name: '冷氣安裝' },
      city: { id: 1, name: '臺北市' },
      district: { id: 1, name: '大安區', zipcode: '106' },
      when: { day_label: 'thisWeek', day_slots: [2], text: '本週' },
      fields: [],
      description: '',
      photos: [
        { id: 1, url: '/private-files/requests/d.png' },
        { id: 2, url: '/private-files/requests/e.png' },
      ],
    } as unknown as QuoteRequestResponse;
    const { container } = renderWithApp(<RequestDetails request={request} />);
    const shown = images(container);
    expect(shown).toHaveLength(2);
    for (const img of shown) expectImage(img, 'lazy');
    expect(shown[1]!.alt).toContain('2');
  });

  it('names the signed-in user’s picture in the header', () => {
    const store = createAppStore(preloaded({ user: { me: { ...me, info: { ...me.info, s3_thumb_url: '/uploads/avatars/f.png' } } } }));
    const { container } = renderWithApp(<UserMenu />, { store });
    const [avatar] = images(container);
    // At the top of every page: loads at once.
    expectImage(avatar!, null);
  });
});
