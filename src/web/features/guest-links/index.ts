export { GuestQuoteScreen } from './guest-quote-screen';
export { GuestRequestScreen } from './guest-request-screen';
