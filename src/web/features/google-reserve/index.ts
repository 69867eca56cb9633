/** What other parts of the app may use of the google-reserve feature; its screen loads on demand (src/web/routes/screen-modules.ts). */
export {};
