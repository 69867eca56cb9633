/** Quote templates and auto-quote as the rest of the server sees them. */
export { autoQuoteRoutes } from './auto-quote.routes';
export { AutoQuoteService } from './auto-quote.service';
export { templatesRoutes } from './templates.routes';
