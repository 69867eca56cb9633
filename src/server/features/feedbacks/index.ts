/** The feedbacks feature as the rest of the server sees it. */
export { feedbacksRoutes } from './feedbacks.routes';
export { insertReview } from './reviews.repository';
