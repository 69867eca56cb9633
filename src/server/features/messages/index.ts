/** The messages feature as the rest of the server sees it. */
export { isUpload, readUploads, removeAttachments, saveAttachments } from './message-attachments';
export type { CheckedAttachment, UploadRules } from './message-attachments';
export { acquireHub, releaseHub } from './message-hub';
export type { MessageHub } from './message-hub';
export { MESSAGE_MAIL_SWEEP_MS, MessageMailer } from './message-mailer';
export { countUnreadMessages } from './messages.repository';
export { messagesRoutes } from './messages.routes';
export { MessagesService } from './messages.service';
export { messagesSocket } from './messages.socket';
export { requestPostedMessage } from './quote-notifications.mails';
export { QUOTE_NOTIFY_SWEEP_MS, QuoteNotifier } from './quote-notifier';
