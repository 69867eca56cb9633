export { ReserveScreen } from './reserve-screen';
