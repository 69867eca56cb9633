/** What other parts of the app may use of the pay-link feature; its other files are its own. */
export { PaymentScreen } from './payment-screen';
