import { createAction } from '@reduxjs/toolkit';

/** The unread messages of all conversations, as the server last counted them. */
export const unreadMessagesKnown = createAction<number>('messages/unreadKnown');
/** A message arrived in a conversation that is not open. */
export const unreadMessageArrived = createAction('messages/unreadArrived');
/** The header's count was read afresh as a whole; the messages' share of it is unknown again. */
export const unreadCountRefreshed = createAction('messages/unreadCountRefreshed');
/** The inbox shows another list (a message filter id); the pages held were of the last one. */
export const inboxFilterChosen = createAction<number>('messages/inboxFilterChosen');
