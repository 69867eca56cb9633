/** The health feature as the rest of the server sees it. */
export { healthRoutes } from './health.routes';
