import { useEffect, useState, useSyncExternalStore } from 'react';
import { calls } from './call-controller';
import type { CallState } from './call-state';

/** The page's call as it stands (idle while rendered on the server). */
export function useCall(): CallState {
  return useSyncExternalStore(calls.subscribe, calls.getSnapshot, calls.getSnapshot);
}

const offline = () => false;

/** Whether a ring can reach this page now (its call socket is up). */
export function useCallsOnline(): boolean {
  return useSyncExternalStore(calls.subscribe, calls.isOnline, offline);
}

/** Whole seconds since `since` (epoch ms), ticking every second; 0 without it. */
export function useElapsed(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}
