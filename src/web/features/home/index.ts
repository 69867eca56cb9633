/** What other parts of the app may use of the home feature; its other files are its own. */
export { HomeScreen } from './home-screen';
