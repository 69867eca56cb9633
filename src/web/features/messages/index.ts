export { ConversationPanel } from './conversation';
export { closeSocket, reconnectDelay } from './live-connection';
export { fetchConversation } from './messages-thunks';
