/** What other parts of the app may use of the catalogue feature; its other files are its own. */
export { CategoryScreen } from './category-screen';
export { contentPageMeta } from './content/content-meta';
export { FeatureAllScreen } from './content/feature-all-screen';
export { FeatureScreen } from './content/feature-screen';
export { InfoAllScreen } from './content/info-all-screen';
export { InfoScreen } from './content/info-screen';
export { PriceAllScreen } from './content/price-all-screen';
export { PriceScreen } from './content/price-screen';
export { SeoGenreScreen, SeoScreen } from './content/seo-screens';
export { SitePageScreen } from './content/site-page-screen';
export { GenreAllScreen } from './genre-all-screen';
export { GenreScreen } from './genre-screen';
