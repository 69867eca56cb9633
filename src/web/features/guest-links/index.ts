/** What other parts of the app may use of the guest-links feature; its other files are its own. */
export { GuestQuoteScreen } from './guest-quote-screen';
export { GuestRequestScreen } from './guest-request-screen';
