// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { toastAdded } from '../store/ui-slice';
import { renderWithApp } from '../test/render';
import { ErrorBoundary } from './error-boundary';
import { Input } from './input';
import { Modal } from './modal';
import { Pager, pageWindow } from './pager';
import { Select } from './select';
import { ToastHost } from './toast-host';

afterEach(cleanup);

describe('Input and Select', () => {
  it('labels the field and shows its error under it, marked invalid', () => {
    renderWithApp(<Input label="電子郵件" name="email" error="Email 格式不正確" hint="我們不會公開" />);
    const input = screen.getByLabelText('電子郵件');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual(['我們不會公開', 'Email 格式不正確']);
  });

  it('leaves a valid field unmarked', () => {
    renderWithApp(<Select label="縣市" options={[{ value: 'tpe', label: '臺北市' }]} placeholder="請選擇" />);
    const select = screen.getByLabelText('縣市');
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['請選擇', '臺北市']);
  });
});

describe('Modal', () => {
  it('moves focus in, keeps Tab inside and closes on Escape', () => {
    const onClose = vi.fn();
    renderWithApp(
      <Modal open title="確認" onClose={onClose} footer={<button type="button">好</button>}>
        <p>內容</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: '確認' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: '關閉' });
    const ok = screen.getByRole('button', { name: '好' });
    expect(document.activeElement).toBe(close);
    ok.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', () => {
    renderWithApp(
      <Modal open={false} title="確認" onClose={() => {}}>
        <p>內容</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Pager', () => {
  it('shows the first, last and nearby pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('marks the current page and moves with previous, next and numbers', () => {
    const onSelect = vi.fn();
    renderWithApp(<Pager page={1} totalPages={3} onSelect={onSelect} />);
    expect(screen.getByRole('navigation', { name: '分頁' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 1 頁' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: '上一頁' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
    fireEvent.click(screen.getByRole('button', { name: '第 3 頁' }));
    fireEvent.click(screen.getByRole('button', { name: '第 1 頁' }));
    expect(onSelect.mock.calls).toEqual([[2], [3]]);
  });

  it('hides itself for a single page', () => {
    renderWithApp(<Pager page={1} totalPages={1} onSelect={() => {}} />);
    expect(screen.queryByRole('navigation', { name: '分頁' })).toBeNull();
  });
});

function Boom({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorBoundary', () => {
  it('shows the error dialog text with the code support needs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApp(
      <ErrorBoundary>
        <Boom error={new ApiError({ kind: 'server', status: 500, code: 'server error', message: '', reference: 'req-42' })} />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('發生錯誤');
    expect(alert.textContent).toContain('請重新整理頁面');
    expect(alert.textContent).toContain('錯誤代碼：req-42');
    // Support is reached through the help centre, a real page (the contact page is not built yet).
    expect(screen.getByRole('link', { name: '聯絡客服' }).getAttribute('href')).toBe('/content/help');
    vi.restoreAllMocks();
  });

  it('shows its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>正常</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('正常')).toBeTruthy();
  });
});

describe('ToastHost', () => {
  it('announces toasts politely and dismisses one on request', () => {
    const { store } = renderWithApp(<ToastHost />);
    act(() => {
      store.dispatch(toastAdded({ tone: 'error', messageKey: 'errors>network' }));
      store.dispatch(toastAdded({ tone: 'info', text: '已儲存' }));
    });
    const region = screen.getByRole('region', { name: '通知訊息' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['網路連線不穩定，請確認連線後再試一次。×', '已儲存×']);
    fireEvent.click(screen.getAllByRole('button', { name: '關閉通知' })[0]!);
    expect(store.getState().ui.toasts.map((t) => t.text)).toEqual(['已儲存']);
  });
});
