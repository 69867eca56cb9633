import { useEffect, useState } from 'react';
import { messageSocketUrl } from './api/messages';
import { getMe } from '../session/shell';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { createAppAsyncThunk } from '../../store/thunk';
import { countsUpdated } from '../../store/user-slice';
import { openLiveConnection } from './live-connection';
import { unreadCountRefreshed, unreadMessageArrived } from './messages-actions';

/** The header's unread count as the server has it now (after a reconnect, or read in another tab). */
export const refreshUnreadCount = createAppAsyncThunk('messages/refreshUnreadCount', async (_arg: undefined, { extra, dispatch }) => {
  const me = await getMe(extra.api, { quiet: true });
  if (typeof me.unreadCount !== 'number') return;
  dispatch(countsUpdated({ unreadCount: me.unreadCount }));
  dispatch(unreadCountRefreshed());
});

/**
 * Keeps the header's unread count live on every page of a signed-in user. A conversation or the
 * inbox on screen keeps its own socket (and counts the other conversations' messages); only
 * while none is open does the header hold one, with polling while it is down. Answers whether
 * the header's own socket is up.
 */
export function useHeaderUnread(): boolean {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const apiBase = useAppSelector((s) => s.app.apiBase);
  const userId = useAppSelector((s) => s.user.info?.id);
  const otherViews = useAppSelector((s) => s.messages.liveViews > 0);
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (userId === undefined || otherViews) return;
    if (typeof window === 'undefined' || typeof WebSocket === 'undefined') return;
    let socketUrl: string;
    try {
      socketUrl = messageSocketUrl(apiBase, window.location.href);
    } catch {
      return; // No usable page address (a page being left for a bank's 3-D Secure screen).
    }
    let upBefore = false;
    const refresh = () => void dispatch(refreshUnreadCount());
    const close = openLiveConnection(socketUrl, {
      onEvent: (event) => {
        if (event.type === 'message' && event.is_sender === 0) {
          dispatch(countsUpdated({ unreadCount: store.getState().user.unreadCount + 1 }));
          dispatch(unreadMessageArrived());
        } else if (event.type === 'read' && event.reader_is_me === 1) refresh();
      },
      onLiveChange: (up) => {
        setLive(up);
        // Catch up on what arrived while the socket was down (the first time, the page's count stands).
        if (up && upBefore) refresh();
        if (up) upBefore = true;
      },
      onPoll: refresh,
    });
    return () => {
      close();
      setLive(false);
    };
  }, [apiBase, userId, otherViews, dispatch, store]);
  return live;
}
