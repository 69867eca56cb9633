export { ReviewInviteScreen } from './review-invite-screen';
