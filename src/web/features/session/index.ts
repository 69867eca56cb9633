/** What other parts of the app may use of the session feature; its other files are its own. */
export { LogoutScreen } from './logout-screen';
