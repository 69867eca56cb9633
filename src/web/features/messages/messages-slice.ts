import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../api/error-info';
import type { ConversationMessage, ConversationParty, InboxConversation, ProContact } from './api/messages';
import { sessionGone } from '../../store/session-actions';
import { inboxFilterChosen, unreadCountRefreshed, unreadMessageArrived, unreadMessagesKnown } from './messages-actions';
import { fetchConversation, fetchInboxPage, fetchNewMessages, fetchOlderMessages, sendMessage } from './messages-thunks';

export interface ConversationState {
  messages: ConversationMessage[];
  loading: boolean;
  catchingUp: boolean;
  error: FormFailure | null;
  role: 'consumer' | 'pro' | null;
  otherUser: ConversationParty | null;
  canSend: boolean;
  canSendReason: string | null;
  /** A contact held from the pro until he pays its fee. */
  contactFeeDue: boolean;
  contact: ProContact | null;
  /** Older messages exist before the first one held. */
  hasOlder: boolean;
  loadingOlder: boolean;
}

export interface InboxState {
  /** The message filter id the pages are of (spec section 3: Inbox 1 is all). */
  filter: number;
  pages: Record<number, InboxConversation[]>;
  activePage: number;
  totalPages: number;
  count: number;
  fetchingPages: number[];
  error: FormFailure | null;
}

export interface MessagesState {
  conversations: Record<number, ConversationState>;
  inbox: InboxState;
  /** Whether the live socket is up; polling takes over while it is down. */
  live: boolean;
  /** Unread messages of all conversations as last counted; null until the first count. */
  unreadMessages: number | null;
  /** Conversations and inboxes on screen keeping their own socket; the header keeps one only when none is. */
  liveViews: number;
}

export function initialMessagesState(): MessagesState {
  return { conversations: {}, inbox: { filter: 1, pages: {}, activePage: 1, totalPages: 1, count: 0, fetchingPages: [], error: null }, live: false, unreadMessages: null, liveViews: 0 };
}

function emptyConversation(): ConversationState {
  return { messages: [], loading: false, catchingUp: false, error: null, role: null, otherUser: null, canSend: false, canSendReason: null, contactFeeDue: false, contact: null, hasOlder: false, loadingOlder: false };
}

function conversation(state: MessagesState, bidId: number): ConversationState {
  state.conversations[bidId] ??= emptyConversation();
  return state.conversations[bidId];
}

/** Adds messages by id (a message heard twice is kept once, the newer copy wins), oldest first. */
export function mergeMessages(held: readonly ConversationMessage[], incoming: readonly ConversationMessage[]): ConversationMessage[] {
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The other side read everything up to `upTo`: my messages up to it show as read. */
export function markReadUpTo(messages: ConversationMessage[], upTo: number, readOn: string): void {
  for (const message of messages) {
    if (message.is_sender === 1 && message.id <= upTo && message.is_read === 0) {
      message.is_read = 1;
      message.read_on = readOn;
    }
  }
}

export const messagesSlice = createSlice({
  name: 'messages',
  initialState: initialMessagesState(),
  reducers: {
    liveChanged(state, action: PayloadAction<boolean>) {
      state.live = action.payload;
    },
    liveViewOpened(state) {
      state.liveViews += 1;
    },
    liveViewClosed(state) {
      state.liveViews = Math.max(0, state.liveViews - 1);
    },
    /** A `read` event of the socket: when the other side read, my messages turn read. */
    readReceived(state, action: PayloadAction<{ bidId: number; readerIsMe: boolean; upTo: number; at: string }>) {
      const held = state.conversations[action.payload.bidId];
      if (!held || action.payload.readerIsMe) return;
      markReadUpTo(held.messages, action.payload.upTo, action.payload.at);
    },
    /** A `message_changed` event: a message the conversation holds was hidden or shown again; it is replaced. */
    messageChanged(state, action: PayloadAction<{ bidId: number; message: ConversationMessage }>) {
      const held = state.conversations[action.payload.bidId];
      const index = held?.messages.findIndex((m) => m.id === action.payload.message.id) ?? -1;
      if (held && index >= 0) held.messages[index] = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchConversation.pending, (state, { meta }) => {
        const held = conversation(state, meta.arg);
        held.loading = true;
        held.error = null;
      })
      .addCase(fetchConversation.fulfilled, (state, { meta, payload }) => {
        const held = conversation(state, meta.arg);
        held.loading = false;
        held.messages = mergeMessages(held.messages, payload.messages);
        held.role = payload.role;
        held.otherUser = payload.other_user;
        held.canSend = payload.can_send === 1;
        held.canSendReason = payload.can_send_reason;
        held.contactFeeDue = payload.contact_fee_due === 1;
        held.contact = payload.contact;
        // Only the first read says whether older messages exist; later reads keep what paging found.
        if (held.messages.length === payload.messages.length) held.hasOlder = payload.has_more === 1;
      })
      .addCase(fetchOlderMessages.pending, (state, { meta }) => {
        conversation(state, meta.arg).loadingOlder = true;
      })
      .addCase(fetchOlderMessages.fulfilled, (state, { meta, payload }) => {
        const held = conversation(state, meta.arg);
        held.loadingOlder = false;
        held.messages = mergeMessages(held.messages, payload.messages);
        held.hasOlder = payload.has_more === 1;
      })
      .addCase(fetchOlderMessages.rejected, (state, { meta }) => {
        if (meta.condition) return;
        conversation(state, meta.arg).loadingOlder = false;
      })
      .addCase(fetchConversation.rejected, (state, { meta, payload }) => {
        const held = conversation(state, meta.arg);
        held.loading = false;
        held.error = payload ?? null;
      })
      .addCase(fetchNewMessages.pending, (state, { meta }) => {
        conversation(state, meta.arg).catchingUp = true;
      })
      .addCase(fetchNewMessages.fulfilled, (state, { meta, payload }) => {
        const held = conversation(state, meta.arg);
        held.catchingUp = false;
        held.messages = mergeMessages(held.messages, payload.messages);
        held.canSend = payload.can_send === 1;
        held.canSendReason = payload.can_send_reason;
        held.contactFeeDue = payload.contact_fee_due === 1;
        held.contact = payload.contact;
      })
      .addCase(fetchNewMessages.rejected, (state, { meta }) => {
        if (meta.condition) return;
        conversation(state, meta.arg).catchingUp = false;
      })
      .addCase(sendMessage.fulfilled, (state, { meta, payload }) => {
        const held = conversation(state, meta.arg.bidId);
        held.messages = mergeMessages(held.messages, [payload.message]);
        // A new message moves its conversation to the top of the inbox: read again on the next visit.
        state.inbox.pages = {};
      })
      .addCase(inboxFilterChosen, (state, { payload }) => {
        if (state.inbox.filter === payload) return;
        state.inbox = { ...initialMessagesState().inbox, filter: payload };
      })
      .addCase(fetchInboxPage.pending, (state, { meta }) => {
        state.inbox.activePage = meta.arg;
        state.inbox.error = null;
        if (!state.inbox.fetchingPages.includes(meta.arg)) state.inbox.fetchingPages.push(meta.arg);
      })
      .addCase(fetchInboxPage.fulfilled, (state, { meta, payload }) => {
        state.inbox.fetchingPages = state.inbox.fetchingPages.filter((p) => p !== meta.arg);
        state.inbox.pages[meta.arg] = payload.conversations;
        state.inbox.totalPages = payload.total_pages;
        state.inbox.count = payload.count;
      })
      .addCase(fetchInboxPage.rejected, (state, { meta, payload }) => {
        if (meta.condition) return;
        state.inbox.fetchingPages = state.inbox.fetchingPages.filter((p) => p !== meta.arg);
        state.inbox.error = payload ?? null;
      })
      .addCase(unreadMessagesKnown, (state, { payload }) => {
        state.unreadMessages = Math.max(0, payload);
      })
      .addCase(unreadMessageArrived, (state) => {
        if (state.unreadMessages !== null) state.unreadMessages += 1;
      })
      .addCase(unreadCountRefreshed, (state) => {
        state.unreadMessages = null;
      })
      // The views on screen stay open (they close themselves), so their count is kept.
      .addCase(sessionGone, (state) => ({ ...initialMessagesState(), liveViews: state.liveViews }));
  },
});

export const { liveChanged, liveViewOpened, liveViewClosed, messageChanged, readReceived } = messagesSlice.actions;
