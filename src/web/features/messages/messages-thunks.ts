import { type FormFailure, toFormFailure } from '../../api/error-info';
import { type ConversationAnswer, getConversation, getInbox, type InboxAnswer, postMessage, type SentMessageAnswer } from '../../api/messages';
import { createAppAsyncThunk } from '../../store/thunk';
import { countsUpdated } from '../../store/user-slice';

/** The latest messages of a conversation; reading it marks them read, so the header count follows. */
export const fetchConversation = createAppAsyncThunk<ConversationAnswer, number, { rejectValue: FormFailure }>(
  'messages/fetchConversation',
  async (bidId, { extra, dispatch, rejectWithValue }) => {
    try {
      const answer = await getConversation(extra.api, bidId);
      dispatch(countsUpdated({ unreadCount: answer.total_unread_count }));
      return answer;
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);

/** Messages newer than the last one held: after a socket event, a reconnect, or a poll. */
export const fetchNewMessages = createAppAsyncThunk<ConversationAnswer, number, { rejectValue: FormFailure }>(
  'messages/fetchNew',
  async (bidId, { extra, getState, dispatch, rejectWithValue }) => {
    try {
      const held = getState().messages.conversations[bidId]?.messages ?? [];
      const last = held[held.length - 1];
      const answer = await getConversation(extra.api, bidId, last?.id);
      dispatch(countsUpdated({ unreadCount: answer.total_unread_count }));
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
  async (page, { extra, dispatch, rejectWithValue }) => {
    try {
      const answer = await getInbox(extra.api, page);
      dispatch(countsUpdated({ unreadCount: answer.unread_count }));
      return answer;
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
  { condition: (page, { getState }) => !getState().messages.inbox.fetchingPages.includes(page) },
);
