// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeatureFlags } from '../../../domain/flags/feature-flags';
import { createAppStore } from '../../store';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { DashboardMenu, MENU, PHONE_TABS } from './dashboard-menu';

afterEach(cleanup);

function renderMenu(path: string, { proMode = true, unreadCount, flags }: { proMode?: boolean; unreadCount?: number; flags?: Partial<FeatureFlags> } = {}) {
  const base = unreadCount === undefined ? preloaded() : preloaded({ user: { me: { ...me, unreadCount } } });
  const store = createAppStore(flags ? { ...base, app: { ...base.app!, flags: { ...base.app!.flags, ...flags } } } : base, { proMode });
  renderWithApp(<DashboardMenu />, { store, path });
  return screen.getByRole('navigation', { name: '工作台選單' });
}

describe('the dashboard menu on a phone', () => {
  it('keeps the first entries as tabs and the rest, the mode switch and logout under 更多', () => {
    const menu = renderMenu('/dashboard/requests');
    const tabs = menu.querySelector('.dash-menu__list--tabs')!;
    expect(within(tabs as HTMLElement).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(MENU.pro.slice(0, PHONE_TABS).map((item) => item.to));
    const more = within(menu).getByRole('button', { name: '更多' });
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(panel).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([...MENU.pro.slice(PHONE_TABS).map((item) => item.to), '/logout']);
    expect(within(panel).getByRole('button', { name: '切換為客戶模式' })).toBeTruthy();
  });

  it('opens and closes 更多, with Escape too', () => {
    const menu = renderMenu('/dashboard/requests');
    const more = within(menu).getByRole('button', { name: '更多' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(menu.classList.contains('dash-menu--open')).toBe(true);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });

  it('marks 更多 as the current place when the screen is one of the entries under it', () => {
    const under = renderMenu('/dashboard/settings/phone');
    expect(within(under).getByRole('button', { name: '更多' }).classList.contains('active')).toBe(true);
    cleanup();
    const tab = renderMenu('/dashboard/works');
    expect(within(tab).getByRole('button', { name: '更多' }).classList.contains('active')).toBe(false);
  });
});

describe('訊息 in the menu', () => {
  it('is under 更多 in pro mode, leads to the one inbox and shows the unread count', () => {
    const menu = renderMenu('/dashboard/requests', { unreadCount: 3 });
    const tabs = menu.querySelector('.dash-menu__list--tabs') as HTMLElement;
    expect(within(tabs).queryByRole('link', { name: /訊息/ })).toBeNull();
    const more = within(menu).getByRole('button', { name: '更多' });
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    const inbox = within(panel).getByRole('link', { name: '訊息（3 則未讀）' });
    expect(inbox.getAttribute('href')).toBe('/dashboard/inbox');
    expect(inbox.querySelector('.count-badge')?.textContent).toBe('3');
  });

  it('has no badge when all is read, and the consumer menu has it with its count too', () => {
    const pro = renderMenu('/dashboard/requests', { unreadCount: 0 });
    const link = within(pro).getByRole('link', { name: '訊息' });
    expect(link.querySelector('.count-badge')).toBeNull();
    cleanup();
    const consumer = renderMenu('/dashboard/projects', { proMode: false, unreadCount: 120 });
    expect(within(consumer).getByRole('link', { name: '訊息（120 則未讀）' }).textContent).toContain('99+');
  });
});

describe('營運貸款 in the menu', () => {
  const moreLinks = (menu: HTMLElement) => {
    const more = within(menu).getByRole('button', { name: '更多' });
    return within(document.getElementById(more.getAttribute('aria-controls')!)!);
  };

  it('leads the pro to /dashboard/business-loan under 更多 when the businessLoan flag is on', () => {
    const menu = renderMenu('/dashboard/requests');
    const link = moreLinks(menu).getByRole('link', { name: '營運貸款' });
    expect(link.getAttribute('href')).toBe('/dashboard/business-loan');
  });

  it('is marked current on the loan screen', () => {
    const menu = renderMenu('/dashboard/business-loan');
    expect(within(menu).getByRole('link', { name: '營運貸款' }).classList.contains('active')).toBe(true);
    expect(within(menu).getByRole('button', { name: '更多' }).classList.contains('active')).toBe(true);
  });

  it('is gone when the flag is off, and the consumer menu never has it', () => {
    const off = renderMenu('/dashboard/requests', { flags: { businessLoan: false } });
    expect(within(off).queryByRole('link', { name: '營運貸款' })).toBeNull();
    expect(within(off).getByRole('link', { name: '設定' })).toBeTruthy();
    cleanup();
    const consumer = renderMenu('/dashboard/projects', { proMode: false });
    expect(within(consumer).queryByRole('link', { name: '營運貸款' })).toBeNull();
  });
});
