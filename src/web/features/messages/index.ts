/** What other parts of the app may use of the messages feature; its other files are its own. */
export { ConversationPanel } from './conversation';
export { closeSocket, reconnectDelay } from './live-connection';
export { fetchConversation } from './messages-thunks';
export { messageFormBody, messageSocketUrl } from './api/messages';
export { AttachmentPicker, MessageAttachments } from './message-attachments';
