/** Money helpers: whole New Taiwan dollar formatting and parsing. */
export * from './twd';
