import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { screenSubject } from '../../routes/catalogue-lookup';
import { screenTitle } from '../../routes/page-meta';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppSelector } from '../../store/hooks';

/** A screen's title and a note of what it will hold, for screens whose content comes later. */
export function ScreenOutline({ match }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { screen } = match.route;
  const subject = useAppSelector((s) => screenSubject(s, match));
  const title = screenTitle(screen, subject, t, (key) => i18n.exists(key));
  return (
    <div className="page page--narrow">
      <h1 className="page__title">{title}</h1>
      <EmptyState title={t('placeholder>heading')} body={t(`screens>${screen}>empty`, { brand: t('brand>name') })} />
    </div>
  );
}
