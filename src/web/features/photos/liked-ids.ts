import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../store/use-api';
import { getLikedPhotos, likePhoto } from './api/photos';

/**
 * The ids of the photos the signed-in user likes, loaded once for all like buttons on a page
 * (the public profile is cached for everyone, so it cannot say what one person liked).
 */
let ids: ReadonlySet<number> = new Set();
let loading: Promise<void> | undefined;
let loadedFor: number | undefined;
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<number>): void {
  ids = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function load(api: <T>(call: (client: ApiClient) => Promise<T>) => Promise<T>, userId: number): void {
  if (loadedFor === userId || loading) return;
  loading = api(getLikedPhotos)
    .then((page) => {
      loadedFor = userId;
      publish(new Set(page.photos.map((p) => p.id)));
    })
    .catch(() => undefined)
    .finally(() => {
      loading = undefined;
    });
}

const EMPTY: ReadonlySet<number> = new Set();

/** Whether each photo is liked, and a toggle that asks the server and follows its answer. */
export function useLikedPhotoIds(userId: number | undefined) {
  const api = useApi();
  const current = useSyncExternalStore(subscribe, () => ids, () => EMPTY);
  useEffect(() => {
    if (userId !== undefined) load(api, userId);
  }, [api, userId]);
  const toggle = useCallback(
    async (photoId: number) => {
      const answer = await api((client) => likePhoto(client, photoId, !ids.has(photoId)));
      const next = new Set(ids);
      if (answer.photo.is_liked) next.add(photoId);
      else next.delete(photoId);
      publish(next);
      return answer.photo;
    },
    [api],
  );
  return { liked: userId === undefined ? EMPTY : current, toggle };
}
