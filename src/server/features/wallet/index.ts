/** The wallet feature as the rest of the server sees it. */
export { expireFreeCredits, freeCreditLedger } from './ledger-operations';
export { type PurchaseRefund, type RefundActor, refundPurchase } from './ledger-operations';
export { creditWallet, debitWallet, findFeeEntry, grantWelcomeCredit, ledgerMove, walletBalance, walletBalanceQuery } from './ledger.repository';
export type { CreditInput, LedgerEntry, LedgerMove } from './ledger.repository';
export { transactionsRoutes } from './transactions.routes';
