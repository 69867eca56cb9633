import { PageFrame } from '../../components/page-frame/page-frame';
import { useEnsureCatalogue } from '../../store/use-ensure-catalogue';
import { LatestBlogPosts } from '../catalogue';
import { RecentShopItems } from '../shop-public';
import { GenreGrid } from './components/genre-grid';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { PopularCategories } from './components/popular-categories';
import { ProCta } from './components/pro-cta';
import { TrustPoints } from './components/trust-points';

export function HomeScreen() {
  useEnsureCatalogue();
  return (
    <PageFrame showSearch={false}>
      <Hero />
      <div className="page">
        <PopularCategories />
        <RecentShopItems />
        <HowItWorks />
        <GenreGrid />
        <TrustPoints />
        <LatestBlogPosts more />
        <ProCta />
      </div>
    </PageFrame>
  );
}
