import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchCities } from '../../store/category-thunks';
import { useEnsureCatalogue } from '../../store/use-ensure-catalogue';

/** Taiwan's cities with their districts, fetched once. */
export function useCities() {
  const dispatch = useAppDispatch();
  const cities = useAppSelector((s) => s.category.cities);
  useEffect(() => {
    if (cities.length === 0) void dispatch(fetchCities());
  }, [dispatch, cities.length]);
  return cities;
}

/** The active categories, fetched once. */
export function useCategories() {
  const ready = useEnsureCatalogue();
  const categories = useAppSelector((s) => s.category.categories);
  return ready ? categories : [];
}
