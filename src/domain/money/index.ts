/** Money helpers: whole New Taiwan dollar formatting and parsing, and prices in one wording. */
export * from './price';
export * from './twd';
