/** What other parts of the app may use of the reserve feature; its other files are its own. */
export { ReserveScreen } from './reserve-screen';
