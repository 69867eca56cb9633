/** The shop's review forms, for the order screens to mount. */
export { ShopFeedbackCommentForm } from './shop-feedback-comment-form';
export { ShopFeedbackForm } from './shop-feedback-form';
export { ShopOrderReviews } from './shop-order-reviews';
