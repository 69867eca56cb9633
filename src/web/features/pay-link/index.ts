export { PaymentScreen } from './payment-screen';
