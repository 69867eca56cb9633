/** What other parts of the app may use of the placeholder feature; its other files are its own. */
export { PlaceholderScreen } from './placeholder-screen';
