export { ADD_CARD_PATH } from './add-card';
export { pricingPathBackTo } from './pricing-target';
