export { renewGuestLink, resendActivation } from './live-quotes-api';
export { listenForQuotes } from './quote-socket';
