import { type ConversationAnswer, getConversation, getInbox, type InboxAnswer, postMessage, type SentMessageAnswer } from './api/messages';
import type { AppDispatch } from '../../store';
import { createApiThunk } from '../../store/thunk';
import type { RootState } from '../../store/types';
import { countsUpdated } from '../../store/user-slice';
import { fetchMe } from '../../store/user-thunks';
import { unreadMessagesKnown } from './messages-actions';
import { refreshUnreadCount } from './use-header-unread';

/**
 * The header's `unreadCount` is unread messages (the 訊息 badge). When the server counts
 * the messages again, the header moves by the difference; the first time, it is read afresh.
 */
export function headerUnreadAfter(header: number, previousMessages: number | null, messages: number): number | null {
  if (previousMessages === null) return null;
  return Math.max(0, header - previousMessages + messages);
}

function syncHeader(dispatch: AppDispatch, getState: () => RootState, messages: number): void {
  const next = headerUnreadAfter(getState().user.unreadCount, getState().messages.unreadMessages, messages);
  dispatch(unreadMessagesKnown(messages));
  if (next === null) void dispatch(fetchMe());
  else dispatch(countsUpdated({ unreadCount: next }));
}

/**
 * The latest messages of a conversation; reading it marks them read, and the notifications of
 * that quote with them, so the header count is read afresh from the server.
 */
export const fetchConversation = createApiThunk<ConversationAnswer, number>('messages/fetchConversation', async (bidId, { extra, dispatch }) => {
  const answer = await getConversation(extra.api, bidId);
  dispatch(unreadMessagesKnown(answer.total_unread_count));
  void dispatch(refreshUnreadCount());
  return answer;
});

/** The page of messages before the oldest one held ("earlier messages"). */
export const fetchOlderMessages = createApiThunk<ConversationAnswer, number>(
  'messages/fetchOlder',
  (bidId, { extra, getState }) => {
    const oldest = getState().messages.conversations[bidId]?.messages[0];
    return getConversation(extra.api, bidId, undefined, oldest?.id);
  },
  { condition: (bidId, { getState }) => !getState().messages.conversations[bidId]?.loadingOlder },
);

/** Messages newer than the last one held: after a socket event, a reconnect, or a poll. */
export const fetchNewMessages = createApiThunk<ConversationAnswer, number>(
  'messages/fetchNew',
  async (bidId, { extra, getState, dispatch }) => {
    const held = getState().messages.conversations[bidId]?.messages ?? [];
    const last = held[held.length - 1];
    const answer = await getConversation(extra.api, bidId, last?.id);
    syncHeader(dispatch, getState, answer.total_unread_count);
    return answer;
  },
  { condition: (bidId, { getState }) => !getState().messages.conversations[bidId]?.catchingUp },
);

export const sendMessage = createApiThunk<SentMessageAnswer, { bidId: number; message: string; files?: File[] }>('messages/send', ({ bidId, message, files }, { extra }) =>
  postMessage(extra.api, bidId, message, files),
);

export const fetchInboxPage = createApiThunk<InboxAnswer, number>(
  'messages/fetchInbox',
  async (page, { extra, dispatch, getState }) => {
    const answer = await getInbox(extra.api, page, getState().messages.inbox.filter);
    syncHeader(dispatch, getState, answer.unread_count);
    return answer;
  },
  { condition: (page, { getState }) => !getState().messages.inbox.fetchingPages.includes(page) },
);
