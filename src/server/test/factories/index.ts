/**
 * Test data makers, the one place tests take their rows from: people, pros and services,
 * requests and bids, reviews, wallets and cards, conversations.
 */
export * from './bids';
export * from './catalogue';
export * from './conversations';
export * from './money';
export * from './pros';
export * from './requests';
export * from './users';
