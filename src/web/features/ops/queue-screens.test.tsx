// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CERTIFICATES_QUEUE } from '../../../domain/ops/queues';
import type { OpsCertificateItem } from './api/certificates';
import { certificatesPath } from './api/certificates';
import { failed, ok, renderOps, signedIn } from './ops-test-support';
import { initialFilters, queueSearch, queueStateFromSearch } from './queue-query';

afterEach(cleanup);

const REVIEWER = { 'GET /ops/me.json': signedIn({ id: 7, role: 'trust_safety', full_name: 'Lin Hao' }) };
const location = () => screen.getByTestId('location').textContent;

function item(id: number, extra: Partial<OpsCertificateItem> = {}): OpsCertificateItem {
  return {
    service_certificate_id: id,
    name: '甲級室內配線技術士',
    type: 'identity',
    status: 0,
    reference_identity: null,
    unified_number: null,
    card_type: 'national_id',
    real_id: 'A12****789',
    reject_reason: null,
    reviewed_at: null,
    created: '2026-11-26 02:00:00',
    modified: '2026-11-26 02:00:00',
    documents: [{ id: 31, name: '正面.png', type: 'png', size: 20480, url: '/certificate-files/31', created: '2026-11-26 02:00:00' }],
    user: { id: 41, username: 'pro41', full_name: '王師傅' },
    assignment: null,
    ...extra,
  };
}
const page = (items: OpsCertificateItem[], n = 1, total = 1) => ok({ service_certificates: items, page: n, total_pages: total, count: items.length + (total - 1) * 20 });
const FIRST = '/ops/certificates/index/page:1.json?assigned=all&status=0';

describe('the queue framework', () => {
  it('keeps filters and page in the URL, leaving the initial ones out, and ignores unknown values', () => {
    expect(initialFilters(CERTIFICATES_QUEUE)).toEqual({ assigned: 'all', status: '0', type: '' });
    expect(queueSearch(CERTIFICATES_QUEUE, { assigned: 'mine', status: '0', type: 'company' }, 2)).toBe('?assigned=mine&type=company&page=2');
    expect(queueStateFromSearch(CERTIFICATES_QUEUE, '?assigned=mine&status=9&type=company&page=2')).toEqual({
      filters: { assigned: 'mine', status: '0', type: 'company' },
      page: 2,
    });
    expect(certificatesPath({ assigned: 'all', status: '2', type: '' }, 3)).toBe('/ops/certificates/index/page:3.json?assigned=all&status=2');
  });

  it('shows each queue with its counts, linking to the list filtered', async () => {
    await renderOps('/ops/queues', { ...REVIEWER, 'GET /ops/queues.json': ok({ queues: [{ id: 'certificates', title: '證照與身分驗證審核', open: 12, unassigned: 5, mine: 2 }] }) });
    const card = (await screen.findByRole('link', { name: '證照與身分驗證審核' })).closest('li')!;
    expect(within(card).getByText('待處理 12 筆')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '尚未指派 5 筆' }).getAttribute('href')).toBe('/ops/certificates?assigned=unassigned');
    expect(within(card).getByRole('link', { name: '我負責的 2 筆' }).getAttribute('href')).toBe('/ops/certificates?assigned=mine');
  });

  it('tells a role without queues that there is none', async () => {
    await renderOps('/ops/queues', { 'GET /ops/me.json': signedIn({ role: 'support' }), 'GET /ops/queues.json': ok({ queues: [] }) });
    expect(await screen.findByText('目前沒有您可以處理的佇列')).toBeTruthy();
  });
});

describe('the certificates queue', () => {
  it('lists pending ones with masked numbers and who handles each; filters go to the call and the address', async () => {
    const { api } = await renderOps('/ops/certificates', {
      ...REVIEWER,
      [`GET ${FIRST}`]: page([item(5), item(6, { type: 'company', real_id: null, card_type: null, unified_number: '22****31', assignment: { operator_id: 9, full_name: 'Chen', assigned: '2026-11-27 01:00:00' } })]),
      'GET /ops/certificates/index/page:1.json?assigned=unassigned&status=2&type=company': page([]),
    });
    const rows = (await screen.findAllByRole('row')).filter((r) => r.classList.contains('ops-table__row'));
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[0]!).slice(0, 7)).toEqual(['#5', '甲級室內配線技術士', '身分驗證', '王師傅 #41', 'A12****789', '待審核', '2026-11-26 10:00']);
    expect(within(rows[0]!).getByRole('button', { name: '指派給我 #5' })).toBeTruthy();
    expect(within(rows[1]!).getByText('由 Chen 處理（2026-11-27 09:00 起）')).toBeTruthy();
    // Someone else's item: no take and (not an admin) no release.
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: '開啟 #5' }).getAttribute('href')).toBe('/ops/certificates/5');

    fireEvent.change(screen.getByLabelText('狀態'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('種類'), { target: { value: 'company' } });
    fireEvent.change(screen.getByLabelText('負責人'), { target: { value: 'unassigned' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    });
    expect(await screen.findByText('沒有符合條件的項目')).toBeTruthy();
    expect(api.calls.at(-1)?.key).toBe('GET /ops/certificates/index/page:1.json?assigned=unassigned&status=2&type=company');
    expect(location()).toBe('/ops/certificates?assigned=unassigned&status=2&type=company');
  });

  it('takes an item and shows the list again with it assigned; a refusal is shown at the item', async () => {
    let taken = false;
    const { api } = await renderOps('/ops/certificates', {
      ...REVIEWER,
      [`GET ${FIRST}`]: () => page([item(5, taken ? { assignment: { operator_id: 7, full_name: 'Lin Hao', assigned: '2026-11-27 02:00:00' } } : {}), item(6)]),
      'POST /ops/queues/certificates/assign/5.json': () => {
        taken = true;
        return ok({ queue: 'certificates', item_id: 5, assignment: { operator_id: 7, full_name: 'Lin Hao', assigned: '2026-11-27 02:00:00' } });
      },
      'POST /ops/queues/certificates/assign/6.json': failed(409, '這筆項目已由 Chen 負責處理，請先請對方釋出。', 'action not allowed'),
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '指派給我 #5' }));
    });
    expect(await screen.findByText('由我處理（2026-11-27 10:00 起）')).toBeTruthy();
    expect(screen.getByRole('button', { name: '釋出 #5' })).toBeTruthy();
    expect(api.calls.filter((c) => c.key === `GET ${FIRST}`)).toHaveLength(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '指派給我 #6' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('這筆項目已由 Chen 負責處理，請先請對方釋出。');
  });
});

describe('one certificate', () => {
  const whole = (extra: Partial<OpsCertificateItem> = {}) => ({ ...item(5, { real_id: 'A123456789', ...extra }), user: { id: 41, username: 'pro41', full_name: '王師傅' } });

  it('shows the whole number, the documents and approves', async () => {
    const { api } = await renderOps('/ops/certificates/5', {
      ...REVIEWER,
      'GET /ops/certificates/view/5.json': ok({ service_certificate: whole() }),
      'POST /ops/certificates/approve/5.json': ok({ service_certificate: whole({ status: 1, reviewed_at: '2026-11-27 03:00:00' }) }),
    });
    expect(await screen.findByText('A123456789')).toBeTruthy();
    expect(screen.getByText('此頁顯示完整證號，每次開啟都會記錄在操作紀錄中。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '正面.png' }).getAttribute('href')).toBe('/certificate-files/31');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '通過' }));
    });
    expect(await screen.findByText('已通過這張證照，專家會在證照列表看到結果。')).toBeTruthy();
    expect(screen.getByText('已通過')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '通過' })).toBeNull();
    expect(api.calls.filter((c) => c.key === 'GET /ops/certificates/view/5.json')).toHaveLength(1);
  });

  it('rejects with a template edited before sending; an empty reason is not sent', async () => {
    const { api } = await renderOps('/ops/certificates/5', {
      ...REVIEWER,
      'GET /ops/certificates/view/5.json': ok({ service_certificate: whole() }),
      'POST /ops/certificates/reject/5.json': (body) => ok({ service_certificate: whole({ status: 2, reject_reason: String(body?.reason) }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '退件…' }));
    const dialog = screen.getByRole('dialog', { name: '退件：證照 #5' });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認退件' }));
    expect(within(dialog).getByText('退件原因：請填寫原因，讓對方知道要補什麼。')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('原因範本'), { target: { value: 'blurry' } });
    const reason = within(dialog).getByLabelText('退件原因（會告知對方）') as HTMLTextAreaElement;
    expect(reason.value).toBe(CERTIFICATES_QUEUE.reasonTemplates[0]!.text);
    fireEvent.change(reason, { target: { value: `${reason.value}（背面缺少）` } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認退件' }));
    });
    expect(api.calls.at(-1)?.body).toEqual({ reason: `${CERTIFICATES_QUEUE.reasonTemplates[0]!.text}（背面缺少）` });
    expect(await screen.findByText('已退件，專家會在證照列表看到退件原因。')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the certificate does not exist, and keeps a refused decision in the dialog', async () => {
    await renderOps('/ops/certificates/9', { ...REVIEWER, 'GET /ops/certificates/view/9.json': failed(404, '找不到這張證照。', 404) });
    expect(await screen.findByText('找不到這張證照')).toBeTruthy();
    cleanup();
    await renderOps('/ops/certificates/5', {
      ...REVIEWER,
      'GET /ops/certificates/view/5.json': ok({ service_certificate: whole() }),
      'POST /ops/certificates/reject/5.json': failed(409, '這張證照已被專家撤回，無法審核。', 'action not allowed'),
    });
    fireEvent.click(await screen.findByRole('button', { name: '退件…' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('退件原因（會告知對方）'), { target: { value: '照片模糊' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認退件' }));
    });
    expect(await within(dialog).findByText('這張證照已被專家撤回，無法審核。')).toBeTruthy();
  });
});
