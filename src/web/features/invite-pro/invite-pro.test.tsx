// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NarrowStatus, QuoteStatus } from '../../../domain/bids/quote-status';
import type { QuoteRequestSummaryResponse } from '../../../domain/requests/quote-request.types';
import { App } from '../../app';
import { createI18n } from '../../i18n';
import { RouteView } from '../../routes/route-view';
import { render as serverRender } from '../../server-render';
import { createAppStore } from '../../store';
import { fakeFetch, me, preloaded, proProfile } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { inviteOutcome } from './api/invite-pro';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  // A signed-in test leaves the "had a session" hint, which would make a guest ask who they are.
  localStorage.clear();
});

const PROFILE = '/api/quote_services/view/3.json';
const OWN = '/api/calendar/index.json';
const REQUESTS = '/api/quote_requests/index/page:1.json';
const INVITE = '/api/new/v1/quote_bids/invite_pro.json';

const profile = proProfile({
  id: 3,
  slug: 'zhiming-aircon',
  title: '志明冷氣',
  name: '陳志明',
  rating: null,
  review_count: 0,
  categories: [{ id: 15, slug: 'aircon-cleaning', name: '冷氣清潔' }],
  rating_breakdown: [0, 0, 0, 0, 0],
});

function request(id: number, overrides: Partial<QuoteRequestSummaryResponse> = {}): QuoteRequestSummaryResponse {
  return {
    id,
    quote_request_id: id,
    quote_category_id: 15,
    QuoteCategory: { id: 15, slug: 'aircon-cleaning', name: '冷氣清潔' },
    city: { id: 1, name: '臺北市' },
    district: { id: 2, name: '大安區', zipcode: '106' },
    description: '兩台分離式冷氣要清洗',
    when: { day_label: null, day_slots: [], text: '時間彈性' },
    recommend_source: '',
    created: '2026-11-20 02:00:00',
    modified: '2026-11-20 02:00:00',
    is_archived: 0,
    is_closed: 0,
    bid_count: 0,
    quoted_count: 0,
    unread_count: 0,
    ...overrides,
  };
}

const moving = { quote_category_id: 4, QuoteCategory: { id: 4, slug: 'house-moving', name: '搬家' } };
const page = (requests: QuoteRequestSummaryResponse[]): [number, unknown] => [200, { status: 'Success', quote_requests: requests, page: 1, total_pages: 1, count: requests.length }];
const invitedBid = { id: 90, quote_request_id: 12, quote_status_id: QuoteStatus.Send, recommend_source: 'invite', narrow_status_id: NarrowStatus.Pending };

async function open(options: { signedIn: boolean; own?: number[]; requests?: QuoteRequestSummaryResponse[]; invite?: [number, unknown]; path?: string }) {
  const api = fakeFetch({
    [PROFILE]: [200, { status: 'Success', quote_service: profile }],
    [OWN]: [200, { status: 'Success', quote_services: (options.own ?? []).map((id) => ({ id, title: '', is_public: 1 })) }],
    [REQUESTS]: page(options.requests ?? []),
    ...(options.invite ? { [INVITE]: options.invite } : {}),
  });
  const store = createAppStore(preloaded({ user: { me: options.signedIn ? me : null } }), { fetchFn: api.fn });
  renderWithApp(<RouteView initialStatus={200} />, { store, path: options.path ?? '/service/3' });
  await screen.findByRole('heading', { level: 1, name: '志明冷氣' }, { timeout: 5000 });
  return api;
}

async function openDialog() {
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: '邀請這位專家報價' }));
  });
  return within(await screen.findByRole('dialog'));
}

describe('inviting a pro from the profile', () => {
  it('lists the open requests in the service categories and invites the pro to the chosen one', async () => {
    const api = await open({
      signedIn: true,
      requests: [request(12), request(11, { created: '2026-11-01 02:00:00', district: { id: 3, name: '信義區', zipcode: '110' } }), request(10, { is_closed: 1 }), request(9, moving)],
      invite: [200, { status: 'Success', quote_bid: invitedBid }],
    });
    const dialog = await openDialog();
    await dialog.findByText('您的進行中需求');
    const choices = dialog.getAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(choices[0]!.closest('label')?.textContent).toBe('冷氣清潔臺北市大安區 · 2026/11/20 發布');
    expect(choices[1]!.closest('label')?.textContent).toContain('信義區');
    expect((dialog.getByRole('button', { name: '送出邀請' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(choices[0]!);
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: '送出邀請' }));
    });
    const call = api.calls.find((c) => c.url === INVITE);
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ quote_request_id: 12, quote_service_id: 3 });
    expect(dialog.getByRole('status').textContent).toBe('已邀請，專家接受後會送出報價。');
    expect(dialog.getByRole('link', { name: '查看這筆需求的報價' }).getAttribute('href')).toBe('/dashboard/projects/quotelist/12');
  });

  it('offers to post a request in the category when no open request fits', async () => {
    const api = await open({ signedIn: true, requests: [request(10, { is_closed: 1 }), request(9, moving)] });
    const dialog = await openDialog();
    await dialog.findByText('您目前沒有這位專家服務類別的進行中需求。');
    expect(dialog.queryByRole('radio')).toBeNull();
    expect(dialog.getByRole('link', { name: '發布「冷氣清潔」需求' }).getAttribute('href')).toBe('/form/aircon-cleaning?invite=3');
    expect(api.calls.some((c) => c.url === INVITE)).toBe(false);
  });

  it.each([
    ['a closed request', [409, { status: 'Error', error: 'request closed', message: '這個需求已經關閉或封存，無法再變更或報價。' }], '這個需求已經關閉或封存，無法再變更或報價。'],
    ['a blocked pro', [409, { status: 'Error', error: 'action not allowed', message: '您無法邀請這位專家。' }], '您無法邀請這位專家。'],
    [
      'the invite limit',
      [400, { status: 'Error', error: 'invalid input', message: 'quote_service_id：每個需求最多邀請 10 位專家', fields: [{ field: 'quote_service_id', message: '每個需求最多邀請 10 位專家' }] }],
      '每個需求最多邀請 10 位專家',
    ],
  ] as const)('shows the refusal for %s in the dialog', async (_case, answer, text) => {
    await open({ signedIn: true, requests: [request(12)], invite: [answer[0], answer[1]] });
    const dialog = await openDialog();
    // A single open request is chosen already.
    await act(async () => {
      fireEvent.click(await dialog.findByRole('button', { name: '送出邀請' }));
    });
    expect(dialog.getByRole('alert').textContent).toBe(text);
    expect((dialog.getByRole('radio') as HTMLInputElement).checked).toBe(true);
  });

  it('sends a guest to login and back, asking the API for nothing else', async () => {
    const api = await open({ signedIn: false });
    const link = screen.getByRole('link', { name: '邀請這位專家報價' });
    expect(link.getAttribute('href')).toBe(`/login?from=${encodeURIComponent('/service/3?invite_pro=1')}`);
    const asked = api.calls.map((c) => c.url);
    for (const url of [OWN, REQUESTS, INVITE]) expect(asked).not.toContain(url);
  });

  it('opens the dialog on coming back from login and drops the flag', async () => {
    await open({ signedIn: true, requests: [request(12)], path: '/service/3?invite_pro=1' });
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('radio')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/service/3'));
  });

  it('shows the pro no button on his own profile', async () => {
    const api = await open({ signedIn: true, own: [8, 3] });
    await waitFor(() => expect(api.calls.some((c) => c.url === OWN)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: '邀請這位專家報價' })).toBeNull());
    expect(screen.queryByRole('link', { name: '邀請這位專家報價' })).toBeNull();
  });

  it('server-renders the guest link and hydrates it unchanged', async () => {
    const state = preloaded({ discovery: { lists: {}, profiles: { '3:1': profile }, figures: null } });
    const { html } = serverRender({ url: '/service/3', state, status: 200 });
    expect(html).toContain(`href="/login?from=${encodeURIComponent('/service/3?invite_pro=1')}"`);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={['/service/3']}>
          <App store={createAppStore(state, { fetchFn: fakeFetch({}).fn })} i18n={createI18n()} initialStatus={200} />
        </MemoryRouter>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
  });
});

describe('what an invite answer means', () => {
  it('tells a new invitation from a pro already on the request or one who declined', () => {
    expect(inviteOutcome(invitedBid)).toBe('invited');
    expect(inviteOutcome({ ...invitedBid, recommend_source: 'match', narrow_status_id: null })).toBe('alreadyListed');
    expect(inviteOutcome({ ...invitedBid, quote_status_id: QuoteStatus.InProgress, narrow_status_id: NarrowStatus.Won })).toBe('alreadyListed');
    expect(inviteOutcome({ ...invitedBid, quote_status_id: QuoteStatus.NotInterested, narrow_status_id: NarrowStatus.Lost })).toBe('declined');
  });
});
