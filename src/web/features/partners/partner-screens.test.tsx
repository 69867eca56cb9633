// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageFrame } from '../../components/page-frame/page-frame';
import { createAppStore } from '../../store';
import { fakeApi } from '../../test/fake-api';
import { preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

const SHELL = {
  id: 'fet',
  name: '遠傳',
  landing: '/fet',
  returnUrl: null,
  theme: { primary: '#e60012', headerBackground: '#e60012', headerText: '#ffffff' },
  allowedScreens: ['/category', '/dashboard/projects'],
};

function render(path: string) {
  const api = fakeApi({ '/api/partner/shell.json': [200, { status: 'Success', partner: SHELL }] });
  const store = createAppStore(preloaded(), { fetchFn: api.fn });
  return renderWithApp(
    <PageFrame>
      <Link to="/category/cleaning">清潔</Link>
      <ul>
        <li>
          <Link to="/dashboard/settings">設定</Link>
        </li>
      </ul>
      <Link to="/fet/discount">優惠</Link>
    </PageFrame>,
    { store, path },
  );
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the partner cookie of the channel under test.
  document.cookie = 'partner_token=fet; path=/';
});
afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the partner cookie between tests.
  document.cookie = 'partner_token=; max-age=0; path=/';
});

describe("a partner's allowed screens", () => {
  it('sends a screen the partner does not allow to its landing', async () => {
    render('/dashboard/works');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fet'));
  });

  it('keeps an allowed screen and hides the links to screens outside the allowed ones', async () => {
    render('/dashboard/projects');
    await screen.findByText('遠傳');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/projects');
    expect(screen.getByText('清潔').style.display).toBe('');
    expect(screen.getByText('優惠').style.display).toBe('');
    await waitFor(() => expect(screen.getByText('設定').closest('li')!.style.display).toBe('none'));
  });
});
