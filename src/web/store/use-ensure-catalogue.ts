import { useEffect } from 'react';
import { fetchCatalogue } from './category-thunks';
import { useAppDispatch, useAppSelector } from './hooks';

/**
 * Public pages arrive with the catalogue preloaded; a visit that started in the dashboard does
 * not, so the first public screen fetches it.
 */
export function useEnsureCatalogue(): boolean {
  const dispatch = useAppDispatch();
  const ready = useAppSelector((s) => s.category.categories.length > 0);
  useEffect(() => {
    if (!ready) void dispatch(fetchCatalogue());
  }, [dispatch, ready]);
  return ready;
}
