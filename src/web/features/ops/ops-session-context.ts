import { createContext, useContext } from 'react';
import type { Operator } from './api/ops-session';

export interface OpsSessionValue {
  operator: Operator;
  expires: string;
  /** A console call answered 403: the console session ended; go to the console's login. */
  sessionGone: () => void;
}

export const OpsSessionContext = createContext<OpsSessionValue | null>(null);

/** The signed-in operator, inside an OpsFrame. */
export function useOpsSession(): OpsSessionValue {
  const value = useContext(OpsSessionContext);
  if (!value) throw new Error('useOpsSession outside an OpsFrame');
  return value;
}
