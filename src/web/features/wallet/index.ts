/** What other parts of the app may use of the wallet feature; its other files are its own. */
export { ADD_CARD_PATH } from './add-card';
export { pricingPathBackTo } from './pricing-target';
export { loadBoundCards } from './bound-cards';
export { NewCardFields } from './card-picker';
export { PrimeError } from './card-prime';
export { useNewCard } from './use-new-card';
export { taipeiTime } from './wallet-format';
