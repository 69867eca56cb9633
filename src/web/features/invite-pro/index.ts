export { InviteProButton } from './invite-pro-button';
