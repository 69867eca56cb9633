import { PageFrame } from '../../components/page-frame/page-frame';
import type { ScreenProps } from '../../routes/screen-types';
import { ScreenOutline } from './screen-outline';

/** Any public screen whose real content is still to come: the site frame and an outline. */
export function PlaceholderScreen({ match }: ScreenProps) {
  return (
    <PageFrame>
      <ScreenOutline match={match} />
    </PageFrame>
  );
}
