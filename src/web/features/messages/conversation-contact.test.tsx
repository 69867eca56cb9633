// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../store';
import { fakeFetch, me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ConversationPanel } from './conversation';

afterEach(cleanup);

const conversation = {
  status: 'Success',
  quote_bid_id: 5,
  quote_request_id: 2,
  quote_status_id: 2,
  role: 'consumer',
  messages: [],
  has_more: 0,
  unread_count: 0,
  total_unread_count: 0,
  other_user: { id: 9, full_name: '陳志明', s3_thumb_url: null },
  can_send: 1,
  can_send_reason: null,
  contact_fee_due: 0,
  contact: { full_name: '陳志明', phone: '+886933776264', email: 'pro@example.com' },
};

describe('the contact details in a conversation', () => {
  it('show the phone as 0933-776-264 and call it in E.164', async () => {
    const api = fakeFetch({ '/api/messages/get_conversation/5.json': [200, conversation] });
    const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn });
    renderWithApp(<ConversationPanel bidId={5} />, { store, path: '/dashboard/projects/quote/5' });
    const list = await screen.findByLabelText('專家聯絡方式');
    const phone = within(list).getByRole('link', { name: '0933-776-264' });
    expect(phone.getAttribute('href')).toBe('tel:+886933776264');
    expect(list.textContent).not.toContain('+886');
  });
});
