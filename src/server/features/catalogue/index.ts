/** The catalogue feature as the rest of the server sees it. */
export { listFormFields } from './catalogue.repository';
export { catalogueRoutes } from './catalogue.routes';
export { CatalogueService } from './catalogue.service';
