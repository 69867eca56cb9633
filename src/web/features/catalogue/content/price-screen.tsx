import { PageFrame } from '../../../components/page-frame/page-frame';
import type { ScreenProps } from '../../../routes/screen-types';
import { useAppSelector } from '../../../store/hooks';
import { ContentStatus } from './content-status';
import { fetchPriceGuide } from './content-thunks';
import { PriceGuideArticle } from './price-guide-article';
import { useSlugContent } from './use-slug-content';

/** price/{slug}: what a category costs by the quotes pros sent, by city, beside the editors' guide. */
export function PriceScreen({ match }: ScreenProps) {
  const { slug, lookup } = useSlugContent(match, 'price', (content, slug) => content.priceGuideData[slug], fetchPriceGuide);
  const articles = useAppSelector((s) => s.content.categoryArticles[slug]) ?? [];
  if (lookup.kind !== 'ready') return <ContentStatus lookup={lookup} />;
  return (
    <PageFrame>
      <PriceGuideArticle guide={lookup.value} articles={articles} />
    </PageFrame>
  );
}
