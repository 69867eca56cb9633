// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../store';
import { DEFAULT_APP_CONFIG } from '../../store/app-slice';
import { preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { SandboxBanner } from './sandbox-banner';

afterEach(cleanup);

const renderBanner = (sandboxPayments: boolean | undefined) =>
  renderWithApp(<SandboxBanner />, { store: createAppStore(preloaded({ app: { ...DEFAULT_APP_CONFIG, sandboxPayments } })) });

describe('the sandbox payments banner', () => {
  it('says in zh-TW that payments are not real when the server runs sandbox payments', () => {
    renderBanner(true);
    const banner = screen.getByRole('note');
    expect(banner.textContent).toBe('測試付款模式：付款不會真的扣款，點數僅供展示');
    expect(banner.className).toBe('sandbox-banner');
  });

  it('is absent with real payments, and when the server says nothing', () => {
    renderBanner(false);
    expect(screen.queryByTestId('sandbox-banner')).toBeNull();
    cleanup();
    renderBanner(undefined);
    expect(screen.queryByTestId('sandbox-banner')).toBeNull();
  });
});
