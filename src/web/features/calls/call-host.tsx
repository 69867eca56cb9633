import { useEffect } from 'react';
import { useAppSelector } from '../../store/hooks';
import { calls } from './call-controller';
import { callSocketUrl } from './call-events';
import { CallSheet } from './call-sheet';
import { useCall, useCallsOnline } from './use-call';

/**
 * Voice calls on every page of a signed-in user: keeps the call socket open and shows the call
 * sheet (a ring, the call, how it ended) over whatever screen is open.
 */
export function CallHost() {
  const apiBase = useAppSelector((s) => s.app.apiBase);
  const userId = useAppSelector((s) => s.user.info?.id);
  const state = useCall();
  const online = useCallsOnline();
  useEffect(() => {
    if (userId === undefined || typeof window === 'undefined' || typeof WebSocket === 'undefined') return;
    let url: string;
    try {
      url = callSocketUrl(apiBase, window.location.href);
    } catch {
      return;
    }
    calls.start(url);
    return () => calls.stop();
  }, [apiBase, userId]);
  return (
    <div className="call-host" data-call-socket={online ? 'open' : 'closed'}>
      <CallSheet state={state} />
    </div>
  );
}
