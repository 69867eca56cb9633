/** The dev feature as the rest of the server sees it. */
export { developmentExposureWarning } from './dev-mode-warning';
export { devOutboxPage } from './dev-outbox.page';
export { devOutboxRoutes } from './dev-outbox.routes';
