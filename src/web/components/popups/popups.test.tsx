// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserStateResponse } from '../../../domain/users/user.types';
import { FIRST_VISIT_KEY, INSTALL_DISMISSED_KEY, resetInstallPrompt, VISITS_KEY, watchInstallPrompt } from '../../lib/install-prompt';
import { createAppStore } from '../../store';
import { statusModalShown } from '../../store/ui-slice';
import { paymentErrorSet } from '../../store/user-slice';
import { preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { StatusModalHost } from '../status-modal-host';
import { PopupHost } from './popup-host';

const me = (onboard_state: number): UserStateResponse => ({
  info: { id: 77, username: 'pro77', email: 'pro77@example.com', full_name: '黃冠宇', s3_thumb_url: null, onboard_state, is_phone_confirmed: 1, phone: '0912345678' },
  profile: { first_name: '冠宇', last_name: '黃' },
  avatar: { amazon_s3_thumb_url: null, amazon_s3_original_url: null },
});

afterEach(() => {
  cleanup();
  resetInstallPrompt();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the onboarding checklist popup', () => {
  it('opens once for a pro who left the onboarding unfinished, on the lead list, with each step done or not', () => {
    const store = createAppStore(preloaded({ user: { me: me(2) } }), { proMode: true });
    renderWithApp(<PopupHost />, { store, path: '/dashboard/requests' });
    const dialog = screen.getByRole('dialog', { name: '完成專家檔案，開始接案' });
    const items = Array.from(dialog.querySelectorAll('li')).map((li) => [li.textContent, li.classList.contains('checklist-popup__item--done')]);
    expect(items).toEqual([
      [expect.stringContaining('驗證手機號碼'), true],
      [expect.stringContaining('填寫基本資料'), true],
      [expect.stringContaining('上傳大頭貼或店家標誌'), false],
      [expect.stringContaining('撰寫服務介紹'), false],
    ]);
    fireEvent.click(screen.getByRole('button', { name: '稍後再說' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderWithApp(<PopupHost />, { store: createAppStore(preloaded({ user: { me: me(2) } }), { proMode: true }), path: '/dashboard/requests' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed for a consumer, a finished onboarding, one not started, and away from the lead list', () => {
    const cases: [number, boolean, string][] = [
      [2, false, '/dashboard/requests'],
      [4, true, '/dashboard/requests'],
      [0, true, '/dashboard/requests'],
      [2, true, '/dashboard/settings'],
    ];
    for (const [state, proMode, path] of cases) {
      renderWithApp(<PopupHost />, { store: createAppStore(preloaded({ user: { me: me(state) } }), { proMode }), path });
      expect(screen.queryByRole('dialog'), `${state} ${proMode} ${path}`).toBeNull();
      cleanup();
    }
  });
});

describe('the payment popup', () => {
  it('opens on any screen when a payment fails, and closes when read', () => {
    const store = createAppStore(preloaded());
    renderWithApp(<PopupHost />, { store, path: '/dashboard/works' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.dispatch(paymentErrorSet('發卡銀行拒絕這筆交易'));
    });
    expect(screen.getByRole('dialog', { name: '付款沒有成功' }).textContent).toContain('發卡銀行拒絕這筆交易');
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().ui.paymentPopup).toBe(false);
  });
});

describe('the app-install prompt', () => {
  class InstallEvent extends Event {
    prompted = 0;
    userChoice = Promise.resolve({ outcome: 'accepted' as const });
    constructor() {
      super('beforeinstallprompt', { cancelable: true });
    }
    prompt() {
      this.prompted += 1;
      return Promise.resolve();
    }
  }
  const target = new EventTarget() as unknown as Window;
  beforeEach(() => {
    window.localStorage.setItem(VISITS_KEY, '1');
    window.localStorage.setItem(FIRST_VISIT_KEY, String(Date.now() - 2 * 3_600_000));
  });

  it('shows only when the browser offers installation to a returning visitor, and installs through the browser', async () => {
    watchInstallPrompt(target);
    const store = createAppStore(preloaded());
    renderWithApp(<PopupHost />, { store });
    expect(screen.queryByText('把好幫手加到主畫面')).toBeNull();
    const offer = new InstallEvent();
    act(() => {
      target.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    expect(window.localStorage.getItem(VISITS_KEY)).toBe('2');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '加到主畫面' }));
    });
    expect(offer.prompted).toBe(1);
    expect(screen.queryByText('把好幫手加到主畫面')).toBeNull();
  });

  it('remembers a dismissal and is not offered again', () => {
    watchInstallPrompt(target);
    renderWithApp(<PopupHost />, { store: createAppStore(preloaded()) });
    act(() => {
      target.dispatchEvent(new InstallEvent());
    });
    fireEvent.click(screen.getByRole('button', { name: '不用了' }));
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
    cleanup();
    resetInstallPrompt();
    renderWithApp(<PopupHost />, { store: createAppStore(preloaded()) });
    const next = new InstallEvent();
    act(() => {
      target.dispatchEvent(next);
    });
    expect(next.defaultPrevented).toBe(false);
    expect(screen.queryByText('把好幫手加到主畫面')).toBeNull();
  });

  it('waits for a returning visitor: another visit, an hour after the first', () => {
    for (const [visits, hoursAgo] of [
      ['0', 2],
      ['1', 0],
    ] as const) {
      window.localStorage.setItem(VISITS_KEY, visits);
      window.localStorage.setItem(FIRST_VISIT_KEY, String(Date.now() - hoursAgo * 3_600_000));
      window.sessionStorage.clear();
      watchInstallPrompt(target);
      renderWithApp(<PopupHost />, { store: createAppStore(preloaded()) });
      act(() => {
        target.dispatchEvent(new InstallEvent());
      });
      expect(screen.queryByText('把好幫手加到主畫面'), `${visits} visits, ${hoursAgo} h`).toBeNull();
      cleanup();
      resetInstallPrompt();
    }
  });
});

describe('the status modal', () => {
  it('shows a result with its values and offers the next step', () => {
    const store = createAppStore(preloaded());
    renderWithApp(<StatusModalHost />, { store, path: '/dashboard/services/3' });
    act(() => {
      store.dispatch(
        statusModalShown({
          tone: 'success',
          titleKey: 'statusModal>serviceDeleted>title',
          messageKey: 'statusModal>serviceDeleted>body',
          values: { name: '冷氣安裝' },
          action: { labelKey: 'statusModal>serviceDeleted>next', to: '/dashboard/services' },
        }),
      );
    });
    const dialog = screen.getByRole('dialog', { name: '服務已刪除' });
    expect(dialog.textContent).toContain('「冷氣安裝」已刪除');
    fireEvent.click(screen.getByRole('button', { name: '查看我的服務' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/services');
  });
});
