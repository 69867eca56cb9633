import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchProProfile, profileKey } from './discovery-slice';

function reviewsPageOf(search: string): number {
  const n = Number(new URLSearchParams(search).get('reviews_page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 500 ? n : 1;
}

/** The profile of service `id` at the reviews page the address names, loaded once; `reload` tries again. */
export function useProProfile(id: number) {
  const dispatch = useAppDispatch();
  const reviewsPage = reviewsPageOf(useLocation().search);
  const key = profileKey(id, reviewsPage);
  const profile = useAppSelector((s) => s.discovery.profiles[key]);
  const status = useAppSelector((s) => s.discovery.status[key]);

  useEffect(() => {
    if (!profile && status === undefined) void dispatch(fetchProProfile({ id, reviewsPage }));
  }, [dispatch, profile, status, id, reviewsPage]);

  return { profile, status, reload: () => void dispatch(fetchProProfile({ id, reviewsPage })) };
}
