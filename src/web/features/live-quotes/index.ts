/** What other parts of the app may use of the live-quotes feature; its other files are its own. */
export { renewGuestLink, resendActivation } from './live-quotes-api';
export { listenForQuotes } from './quote-socket';
