import { useEffect } from 'react';
import { messageSocketUrl } from './api/messages';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { countsUpdated } from '../../store/user-slice';
import { openLiveConnection } from './live-connection';
import { unreadMessageArrived } from './messages-actions';
import { liveChanged, liveViewClosed, liveViewOpened, messageChanged, readReceived } from './messages-slice';
import { fetchInboxPage, fetchNewMessages } from './messages-thunks';

/**
 * Keeps one conversation (or the inbox when `bidId` is undefined) up to date: socket events fetch
 * what is new, a reconnect catches up, and a poll every 10 s stands in while the socket is down.
 */
export function useLiveMessages(bidId: number | undefined, inboxPage?: number): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const apiBase = useAppSelector((s) => s.app.apiBase);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof WebSocket === 'undefined') return;
    dispatch(liveViewOpened());
    const refresh = () => {
      if (bidId !== undefined) void dispatch(fetchNewMessages(bidId));
      else if (inboxPage !== undefined) void dispatch(fetchInboxPage(inboxPage));
    };
    const close = openLiveConnection(messageSocketUrl(apiBase, window.location.href), {
      onEvent: (event) => {
        if (event.type === 'read') {
          if (event.quote_bid_id === bidId) {
            dispatch(readReceived({ bidId, readerIsMe: event.reader_is_me === 1, upTo: event.up_to, at: new Date().toISOString() }));
          }
          return;
        }
        if (event.type === 'message_changed') {
          // Hidden or shown again by an operator: the open conversation replaces it, the inbox reads its excerpt again.
          if (event.quote_bid_id === bidId) dispatch(messageChanged({ bidId, message: event.message }));
          else if (bidId === undefined) refresh();
          return;
        }
        if (bidId === undefined || event.quote_bid_id === bidId) refresh();
        else if (event.is_sender === 0) {
          // A message in another conversation: one more unread in the header until it is opened.
          dispatch(countsUpdated({ unreadCount: store.getState().user.unreadCount + 1 }));
          dispatch(unreadMessageArrived());
        }
      },
      onLiveChange: (live) => {
        dispatch(liveChanged(live));
        if (live) refresh();
      },
      onPoll: refresh,
    });
    return () => {
      close();
      dispatch(liveChanged(false));
      dispatch(liveViewClosed());
    };
  }, [apiBase, bidId, inboxPage, dispatch, store]);
}
