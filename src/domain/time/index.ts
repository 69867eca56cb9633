/** Taipei-time helpers: stored UTC strings, display formats, day slots and relative wording. */
export * from './datetime';
export * from './minute-range';
export * from './relative';
export * from './slots';
export * from './units';
