/** What other parts of the app may use of the catalogue feature; its other files are its own. */
export { contentPageMeta } from './content/content-meta';
export { SitePageArticle, type SitePageView } from './content/site-page-article';
export { ArticleText, type ArticleTextView } from './content/article-text';
export { FeatureCollectionArticle, type FeatureCollectionView } from './content/feature-collection-article';
export { PriceGuideArticle } from './content/price-guide-article';
export { getCatalogue } from './api/catalogue';
export { getPriceGuide } from './api/content';
export { LatestBlogPosts } from './content/blog-post-list';
