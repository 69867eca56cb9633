/** What other parts of the app may use of the reviews feature; its other files are its own. */
export { createReviewInvite } from './api/feedbacks';
export type { CreatedReviewInvite } from './api/feedbacks';
