/**
 * Auto top-up as the rest of the server sees it: buys a credit package with the pro's saved card
 * when the wallet runs low. It sits on top of payments and the wallet ledger, so the wallet stays a leaf.
 */
export { autoTopupRoutes } from './auto-topup.routes';
export { AutoTopupService } from './auto-topup.service';
