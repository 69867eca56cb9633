/** The shop's reviews (docs/shop.md "Reviews") as the rest of the server sees it. */
export { shopFeedbacksRoutes } from './shop-feedbacks.routes';
export { ShopFeedbacksService } from './shop-feedbacks.service';
/** The product page's newest reviews (features/shop-public). */
export { feedbacksOfItem } from './shop-feedbacks.repository';
/** The review's and the comment's writes (the demo seed's reviews keep their items' ratings the same way). */
export { insertFeedback, setComment } from './shop-feedbacks.repository';
export { toShopFeedback } from './shop-feedbacks.mappers';
