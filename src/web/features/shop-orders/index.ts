/** What other parts of the app may use of the shop orders feature; its other files are its own. */
export { orderPath } from './paths';
