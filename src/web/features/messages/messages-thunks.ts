import { type FormFailure, toFormFailure } from '../../api/error-info';
import { type ConversationAnswer, getConversation, getInbox, type InboxAnswer, postMessage, type SentMessageAnswer } from './api/messages';
import type { AppDispatch } from '../../store';
import { createAppAsyncThunk } from '../../store/thunk';
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
export const fetchConversation = createAppAsyncThunk<ConversationAnswer, number, { rejectValue: FormFailure }>(
  'messages/fetchConversation',
  async (bidId, { extra, dispatch, rejectWithValue }) => {
    try {
      const answer = await getConversation(extra.api, bidId);
      dispatch(unreadMessagesKnown(answer.total_unread_count));
      void dispatch(refreshUnreadCount());
      return answer;
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

/** The page of messages before the oldest one held ("earlier messages"). */
export const fetchOlderMessages = createAppAsyncThunk<ConversationAnswer, number, { rejectValue: FormFailure }>(
  'messages/fetchOlder',
  async (bidId, { extra, getState, rejectWithValue }) => {
    try {
      const oldest = getState().messages.conversations[bidId]?.messages[0];
      return await getConversation(extra.api, bidId, undefined, oldest?.id);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
  { condition: (bidId, { getState }) => !getState().messages.conversations[bidId]?.loadingOlder },
);

/** Messages newer than the last one held: after a socket event, a reconnect, or a poll. */
export const fetchNewMessages = createAppAsyncThunk<ConversationAnswer, number, { rejectValue: FormFailure }>(
  'messages/fetchNew',
  async (bidId, { extra, getState, dispatch, rejectWithValue }) => {
    try {
      const held = getState().messages.conversations[bidId]?.messages ?? [];
      const last = held[held.length - 1];
      const answer = await getConversation(extra.api, bidId, last?.id);
      syncHeader(dispatch, getState, answer.total_unread_count);
      return answer;
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
  { condition: (bidId, { getState }) => !getState().messages.conversations[bidId]?.catchingUp },
);

export const sendMessage = createAppAsyncThunk<SentMessageAnswer, { bidId: number; message: string; files?: File[] }, { rejectValue: FormFailure }>(
  'messages/send',
  async ({ bidId, message, files }, { extra, rejectWithValue }) => {
    try {
      return await postMessage(extra.api, bidId, message, files);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

export const fetchInboxPage = createAppAsyncThunk<InboxAnswer, number, { rejectValue: FormFailure }>(
  'messages/fetchInbox',
  async (page, { extra, dispatch, getState, rejectWithValue }) => {
    try {
      const answer = await getInbox(extra.api, page, getState().messages.inbox.filter);
      syncHeader(dispatch, getState, answer.unread_count);
      return answer;
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
  { condition: (page, { getState }) => !getState().messages.inbox.fetchingPages.includes(page) },
);
