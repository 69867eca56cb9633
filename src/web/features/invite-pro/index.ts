/** What other parts of the app may use of the invite-pro feature; its other files are its own. */
export { InviteProButton } from './invite-pro-button';
