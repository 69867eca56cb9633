import { useEffect, useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { getFavoriteState, setFavorite } from './api';

/** Whether the signed-in user favours the item, and a toggle (a guest gets a link to sign in instead). */
export function useFavorite(itemId: number) {
  const api = useApi();
  const signedIn = useAppSelector((s) => s.user.info !== null);
  const [favorite, setState] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api((client) => getFavoriteState(client, itemId)).then(
      (answer) => live && setState(answer.is_favorite === 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, itemId, signedIn]);

  const toggle = async () => {
    if (!signedIn) return;
    setBusy(true);
    try {
      const answer = await api((client) => setFavorite(client, itemId, !favorite));
      setState(answer.is_favorite === 1);
    } catch {
      // The client has told the failure in a toast; the heart stays as it was.
    } finally {
      setBusy(false);
    }
  };
  return { favorite, busy, toggle };
}
