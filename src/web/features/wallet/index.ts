/** What other parts of the app may use of the wallet feature; its other files are its own. */
export { ADD_CARD_PATH } from './add-card';
export { pricingPathBackTo } from './pricing-target';
export { loadBoundCards } from './bound-cards';
