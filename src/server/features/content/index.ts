/** The content feature as the rest of the server sees it. */
export { loadContentPageData } from './content-page-data';
export { contentRoutes } from './content.routes';
export { ContentService } from './content.service';
