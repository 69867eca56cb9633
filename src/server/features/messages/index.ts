/** The messages feature as the rest of the server sees it. */
export { conversationNotFound, conversationSide, conversationWriteRefusal, requireConversationAccess } from './conversation-access';
export type { ConversationParties, ConversationRole } from './conversation-access';
export { readAttachmentUploads, storeWithAttachments } from './message-attachments';
export { type HubEvent, MessageHub } from './message-hub';
export { MESSAGE_MAIL_SWEEP_MS, MessageMailer, wantsMessageMail } from './message-mailer';
export { type MessageCommonRow, toMessageCommon } from './messages.mappers';
export { countUnreadMessages, unreadMessagesQuery } from './messages.repository';
export { messagesRoutes } from './messages.routes';
export { MessagesService, type VoiceEntry, type VoiceParties } from './messages.service';
export { messagesSocket, type SocketClientHandler, type SocketConnection } from './messages.socket';
export { QUOTE_NOTIFY_SWEEP_MS, QuoteNotifier } from './quote-notifier';
