/** What every page loads of this feature: the call sheet and its socket, for a ring on any screen. */
export { CallHost } from './call-host';
