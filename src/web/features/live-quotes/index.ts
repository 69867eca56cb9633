/** What other parts of the app may use of the live-quotes feature; its other files are its own. */
export { renewGuestLink, resendActivation } from './api/live-quotes';
export { listenForQuotes } from './quote-socket';
