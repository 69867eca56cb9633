import type { ScreenProps } from '../../routes/screen-types';
import { ScreenOutline } from './screen-outline';

/** A dashboard screen whose content is still to come; the dashboard frame is around it already. */
export default function DashboardPlaceholderScreen({ match }: ScreenProps) {
  return <ScreenOutline match={match} />;
}
