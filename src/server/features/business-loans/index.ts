/** The business loans feature as the rest of the server sees it. */
export { businessLoansRoutes } from './business-loans.routes';
