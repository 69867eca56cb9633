/** What every page loads of this feature (the app banner); index.ts holds the download screen. */
export { SmartBanner } from './smart-banner';
