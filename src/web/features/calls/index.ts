/** What other parts of the app may use of the calls feature: the conversation's call button and call entries. */
export { CallButton } from './call-button';
export { CallEntry, isCallEntry } from './call-entry';
