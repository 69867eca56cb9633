// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../../store';
import { preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { ConversationMessage } from './api/messages';
import { MessageBubble } from './message-bubble';

afterEach(cleanup);

const message = (extra: Partial<ConversationMessage>): ConversationMessage => ({
  id: 1,
  quote_bid_id: 5,
  user_id: 9,
  body: '加我 LINE 私下交易',
  attachments: [],
  created: '2026-11-27 02:00:00',
  is_sender: 1,
  is_read: 0,
  read_on: null,
  is_hidden: 0,
  voice_call_id: null,
 
  ...extra,
});

const show = (m: ConversationMessage) => renderWithApp(<ul><MessageBubble message={m} /></ul>, { store: createAppStore(preloaded()) });

describe('a hidden message', () => {
  it('keeps its text for the sender, marked as hidden', () => {
    show(message({ is_hidden: 1 }));
    expect(screen.getByText('加我 LINE 私下交易')).toBeTruthy();
    expect(screen.getByText('這則訊息已被平台隱藏，對方看不到內容。')).toBeTruthy();
  });

  it('shows the recipient the notice the server sent, without the sender note', () => {
    show(message({ is_hidden: 1, is_sender: 0, body: '此內容已被隱藏' }));
    expect(screen.getByText('此內容已被隱藏')).toBeTruthy();
    expect(screen.queryByText('這則訊息已被平台隱藏，對方看不到內容。')).toBeNull();
  });

  it('is an ordinary message when not hidden', () => {
    show(message({}));
    expect(screen.queryByText('這則訊息已被平台隱藏，對方看不到內容。')).toBeNull();
  });
});
