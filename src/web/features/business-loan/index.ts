/** What other parts of the app may use of the business-loan feature; its screen loads on demand (src/web/routes/screen-modules.ts). */
export { RevenueTable } from './revenue-table';
