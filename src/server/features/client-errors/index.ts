/** The client-errors feature as the rest of the server sees it. */
export { clientErrorsRoutes } from './client-errors.routes';
