import { PageFrame } from '../../../components/page-frame/page-frame';
import type { ScreenProps } from '../../../routes/screen-types';
import { ContentStatus } from './content-status';
import { fetchCollection } from './content-thunks';
import { FeatureCollectionArticle } from './feature-collection-article';
import { useSlugContent } from './use-slug-content';

/** feature/{slug}: a curated collection, the editors' introduction and the categories it recommends. */
export function FeatureScreen({ match }: ScreenProps) {
  const { lookup } = useSlugContent(match, 'collection', (content, slug) => content.collectionData[slug], fetchCollection);
  if (lookup.kind !== 'ready') return <ContentStatus lookup={lookup} />;
  return (
    <PageFrame>
      <FeatureCollectionArticle collection={lookup.value} />
    </PageFrame>
  );
}
