// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readUserQuery } from '../../../domain/ops/users.contract';
import type { OpsUserRow } from './api/users';
import { failed, notSignedIn, ok, renderOps, signedIn } from './ops-test-support';
import { opsSearchOf, opsUsersSearch } from './ops-user-query';

afterEach(cleanup);

function row(id: number, extra: Partial<OpsUserRow> = {}): OpsUserRow {
  return {
    id,
    username: `ming_${id}`,
    full_name: '王小明',
    email: `ming${id}@example.com`,
    phone: '+886912345678',
    signup_role: 'consumer',
    is_activated: true,
    is_phone_confirmed: false,
    created: '2026-11-01T02:00:00.000Z',
    deleted_at: null,
    ...extra,
  };
}

const ME = { 'GET /ops/me.json': signedIn({ role: 'support' }) };
const found = (users: OpsUserRow[], kind = 'name', page = 1, total = 1, count = users.length) => ok({ kind, users, page, total_pages: total, count });
const search = (q: string, page = 1) => `GET /ops/users/search.json?q=${encodeURIComponent(q).replace(/%20/g, '+')}&page=${page}`;
const location = () => screen.getByTestId('location').textContent;

describe('the user search', () => {
  it('reads what was typed as an id, a phone, an e-mail or a name', () => {
    expect(readUserQuery(' 41 ')).toEqual({ kind: 'id', value: '41' });
    expect(readUserQuery('#41')).toEqual({ kind: 'id', value: '41' });
    expect(readUserQuery('0912-345-678')).toEqual({ kind: 'phone', value: '+886912345678' });
    expect(readUserQuery('+886 912 345 678')).toEqual({ kind: 'phone', value: '+886912345678' });
    expect(readUserQuery('Ming@Example.com')).toEqual({ kind: 'email', value: 'ming@example.com' });
    expect(readUserQuery('王小明')).toEqual({ kind: 'name', value: '王小明' });
    expect(readUserQuery('99999999999')).toEqual({ kind: 'name', value: '99999999999' });
    expect(opsSearchOf('?q=%E7%8E%8B&page=2')).toEqual({ q: '王', page: 2 });
    expect(opsSearchOf('?q=x&page=abc')).toEqual({ q: 'x', page: 1 });
    expect(opsUsersSearch('王 明', 1)).toBe('?q=%E7%8E%8B+%E6%98%8E');
  });

  it('starts empty, asks for something to search, and puts the query in the address', async () => {
    const { api } = await renderOps('/ops/users', { ...ME, [search('王小明')]: found([row(41), row(40, { deleted_at: '2026-11-20T00:00:00.000Z' })]) });
    expect(await screen.findByRole('heading', { name: '輸入條件開始查詢' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(screen.getByText('請輸入要查詢的內容。')).toBeTruthy();
    expect(api.calls.some((c) => c.key.includes('/ops/users/search.json'))).toBe(false);

    fireEvent.change(screen.getByLabelText('編號、Email、手機或名稱'), { target: { value: ' 王小明 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(await screen.findByText('依名稱查詢「王小明」，共 2 位')).toBeTruthy();
    expect(location()).toBe('/ops/users?q=%E7%8E%8B%E5%B0%8F%E6%98%8E');
    const rows = screen.getAllByRole('row').filter((r) => r.classList.contains('ops-table__row'));
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['#41', '王小明', 'ming_41', 'ming41@example.com', '+886912345678', '消費者', '2026-11-01 10:00', 'Email 已驗證 / 手機 未驗證']);
    expect(within(rows[1]!).getAllByRole('cell')[7]!.textContent).toContain('已刪除');
    expect(screen.getByRole('link', { name: '查看 #41' }).getAttribute('href')).toBe('/ops/users/41');
  });

  it('says when nothing matched, and pages through many', async () => {
    await renderOps('/ops/users?q=nobody', { ...ME, [search('nobody')]: found([]) });
    expect(await screen.findByRole('heading', { name: '找不到符合的使用者' })).toBeTruthy();
    cleanup();
    const many = Array.from({ length: 20 }, (_, i) => row(100 - i));
    const { api } = await renderOps('/ops/users?q=ming', { ...ME, [search('ming')]: found(many, 'name', 1, 2, 21), [search('ming', 2)]: found([row(5)], 'name', 2, 2, 21) });
    expect(await screen.findByText('依名稱查詢「ming」，共 21 位')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一頁' }));
    expect(await screen.findByRole('link', { name: '查看 #5' })).toBeTruthy();
    expect(location()).toBe('/ops/users?q=ming&page=2');
    expect(api.calls.filter((c) => c.key.startsWith('GET /ops/users/search.json')).map((c) => c.key)).toEqual([search('ming'), search('ming', 2)]);
  });

  it('offers a retry when the search fails, and goes to the console login when the session is gone', async () => {
    await renderOps('/ops/users?q=41', { ...ME, [search('41')]: failed(500, '系統忙碌中，請稍後再試。') });
    expect(await screen.findByText('系統忙碌中，請稍後再試。')).toBeTruthy();
    cleanup();
    await renderOps('/ops/users?q=41', { ...ME, [search('41')]: notSignedIn });
    await screen.findByRole('heading', { name: '營運後台登入' });
    expect(location()).toMatch(/^\/ops\/login/);
  });
});
