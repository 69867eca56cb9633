import { useEffect } from 'react';
import type { CityResponse } from '../../domain/catalogue/catalogue.types';
import { fetchCities } from './category-thunks';
import { useAppDispatch, useAppSelector } from './hooks';

/** Taiwan's cities with their districts, fetched on first use (empty until they arrive). */
export function useCities(): CityResponse[] {
  const dispatch = useAppDispatch();
  const cities = useAppSelector((s) => s.category.cities);
  useEffect(() => {
    if (cities.length === 0) void dispatch(fetchCities());
  }, [dispatch, cities.length]);
  return cities;
}
