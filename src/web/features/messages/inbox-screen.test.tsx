// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../store';
import { fakeFetch, me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import InboxScreen from './inbox-screen';

afterEach(cleanup);

const EMPTY = { status: 'Success', conversations: [], page: 1, total_pages: 0, count: 0, unread_count: 0 };

function renderInbox(proMode: boolean) {
  const api = fakeFetch({ '/api/messages/inbox.json': [200, EMPTY] });
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode });
  renderWithApp(<InboxScreen />, { store, path: '/dashboard/inbox' });
}

describe('the empty inbox', () => {
  it('tells a pro that consumers write after his quotes', async () => {
    renderInbox(true);
    expect(await screen.findByText('還沒有對話')).toBeTruthy();
    expect(screen.getByText('報價後，消費者的訊息會出現在這裡。')).toBeTruthy();
    expect(screen.queryByText('還沒有任何對話')).toBeNull();
  });

  it('tells a consumer that pros write after quoting', async () => {
    renderInbox(false);
    expect(await screen.findByText('還沒有任何對話')).toBeTruthy();
    expect(screen.getByText('收到報價後，您可以在報價頁面和專家直接傳訊息。')).toBeTruthy();
    expect(screen.queryByText('還沒有對話')).toBeNull();
  });
});
