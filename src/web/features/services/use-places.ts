import { useAppSelector } from '../../store/hooks';
import { useEnsureCatalogue } from '../../store/use-ensure-catalogue';

export { useCities } from '../../store/use-cities';

/** The active categories, fetched once. */
export function useCategories() {
  const ready = useEnsureCatalogue();
  const categories = useAppSelector((s) => s.category.categories);
  return ready ? categories : [];
}
