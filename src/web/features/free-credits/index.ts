/** What other parts of the app may use of the free-credits feature; its other files are its own. */
export { getFreeCredits } from './api/free-credits';
