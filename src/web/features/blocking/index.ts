/** What other parts of the app may use of the blocking feature; its other files are its own. */
export { BlockUserButton } from './block-user-button';
