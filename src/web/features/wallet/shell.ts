/** What every page loads of this feature (store slice, app-shell parts); index.ts holds the rest, loaded with the screens that use it. */
export { PaymentPopup } from './payment-popup';
export { initialWalletState, walletSlice } from './wallet-slice';
export type { WalletState } from './wallet-slice';
