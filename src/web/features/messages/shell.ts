/** What every page loads of this feature (store slice, app-shell parts); index.ts holds the rest, loaded with the screens that use it. */
export { initialMessagesState, messagesSlice } from './messages-slice';
export type { MessagesState } from './messages-slice';
export { useHeaderUnread } from './use-header-unread';
